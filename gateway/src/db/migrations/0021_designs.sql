-- Designer uploads and previews, once per content (sha256 of the stored bytes, metadata stripped).
CREATE TABLE design_images (
  hash text PRIMARY KEY,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A custom garment's design as ordered: the choices, the uploaded image and the preview. Only the
-- session that created it may read it back.
CREATE TABLE designs (
  id uuid PRIMARY KEY,
  session_key text NOT NULL,
  spec jsonb NOT NULL,
  image_hash text REFERENCES design_images (hash),
  preview_hash text NOT NULL REFERENCES design_images (hash),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX designs_session_key ON designs (session_key);
