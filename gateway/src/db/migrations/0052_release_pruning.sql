-- Old releases are pruned: their files leave the database and every replica's disk, but the release row
-- stays (marked here), so the activations and the change log that name it stay whole.
ALTER TABLE remote_releases ADD COLUMN pruned_at timestamptz;
