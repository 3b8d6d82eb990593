-- The remote registry as data: every replica reads the same releases, active versions and canaries.
-- A release is immutable once uploaded; its files are kept here too, so a replica that never received
-- the upload can write them to its own disk before it serves the version.
CREATE TABLE remote_releases (
  remote text NOT NULL,
  version text NOT NULL,
  manifest jsonb NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

CREATE TABLE remote_release_files (
  remote text NOT NULL,
  version text NOT NULL,
  path text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (remote, version, path),
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version) ON DELETE CASCADE
);

-- Each promotion is a row; the active version is the newest one not rolled back, so a rollback marks
-- the newest row and the one before it is active again (none left: the file/env registry's entry).
CREATE TABLE remote_activations (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  activated_by text NOT NULL,
  activated_at timestamptz NOT NULL DEFAULT now(),
  rolled_back_at timestamptz,
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);
CREATE INDEX remote_activations_live_idx ON remote_activations (remote, id DESC) WHERE rolled_back_at IS NULL;

-- At most one candidate per remote, served to `percent` of sessions.
CREATE TABLE remote_canaries (
  remote text PRIMARY KEY,
  version text NOT NULL,
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 99),
  started_by text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);

-- Every change, with the token that made it. Its newest id is the registry's revision: replicas poll it.
CREATE TABLE remote_release_log (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL,
  version text,
  detail jsonb NOT NULL DEFAULT '{}',
  token text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_release_log_remote_idx ON remote_release_log (remote, id DESC);
