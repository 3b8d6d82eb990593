-- The shop's own data. Money is integer cents (USD); card data is never stored beyond brand and last four.

-- Live stock for the embedded catalogue, seeded from it; orders decrement it.
CREATE TABLE inventory (
  variant_id text PRIMARY KEY,
  quantity integer NOT NULL CHECK (quantity >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Server cart lines, keyed by the SHA-256 of the session cookie (a leaked table cannot hijack a session).
CREATE TABLE cart_lines (
  session_key text NOT NULL,
  line_id text NOT NULL,
  product_id text NOT NULL,
  variant_id text,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  product_data jsonb NOT NULL,
  variant_data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_key, line_id)
);

CREATE TABLE counters (
  name text PRIMARY KEY,
  value bigint NOT NULL
);

-- Order names are TJB-1001, TJB-1002, ...: the counter starts one below the first.
INSERT INTO counters (name, value) VALUES ('order_number', 1000);

-- An order is written as pending with its stock held, then paid (and named) or failed (stock released).
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  name text UNIQUE,
  kind text NOT NULL CHECK (kind IN ('merchandise', 'bundle-visualization')),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  session_key text NOT NULL,
  email text,
  shipping_address jsonb,
  billing_address jsonb,
  subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
  tax_cents integer NOT NULL CHECK (tax_cents >= 0),
  shipping_cents integer NOT NULL CHECK (shipping_cents >= 0),
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  currency text NOT NULL DEFAULT 'USD',
  payment_method text NOT NULL CHECK (payment_method IN ('credit-card', 'paypal')),
  card_brand text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  processor text NOT NULL,
  processor_ref text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);

CREATE INDEX orders_session_key_idx ON orders (session_key);

CREATE TABLE order_lines (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id text NOT NULL,
  variant_id text,
  title text NOT NULL,
  variant_title text NOT NULL,
  image text,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  tracks_stock boolean NOT NULL,
  PRIMARY KEY (order_id, position)
);

-- Idempotency-Key records (IETF draft): the request fingerprint and, once done, the response to replay.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status text NOT NULL CHECK (status IN ('processing', 'completed')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  subject text NOT NULL,
  category text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
