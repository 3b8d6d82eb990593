-- Carts of the embedded Storefront API (cartCreate, cartLinesAdd …). Kept here rather than in one
-- gateway's memory so that, behind a load balancer, the replica answering cartLinesAdd finds the cart
-- another replica created. The cart is stored whole, as the Storefront server shapes it.
CREATE TABLE storefront_carts (
  id text PRIMARY KEY,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The reaper drops carts idle past the retention period by their last change.
CREATE INDEX storefront_carts_updated_at_idx ON storefront_carts (updated_at);
