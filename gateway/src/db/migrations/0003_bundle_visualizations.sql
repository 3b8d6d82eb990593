-- The Bundle Studio's paid visualization: what the $5 order bought, kept with it so the shopper can
-- reopen it (from the confirmation link, after a reload) and only the session that paid can read it.
CREATE TABLE bundle_visualizations (
  order_name text PRIMARY KEY REFERENCES orders (name),
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
