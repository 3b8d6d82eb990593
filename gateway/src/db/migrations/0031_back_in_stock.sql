-- "Email me when it is back": one pending request per variant and address. When the variant's stock
-- returns, each pending request gets one mail in the outbox and is marked notified, in one transaction.
CREATE TABLE back_in_stock_requests (
  id uuid PRIMARY KEY,
  variant_id text NOT NULL,
  email text NOT NULL,
  product_title text NOT NULL,
  product_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz
);
CREATE UNIQUE INDEX back_in_stock_pending ON back_in_stock_requests (variant_id, email) WHERE notified_at IS NULL;
