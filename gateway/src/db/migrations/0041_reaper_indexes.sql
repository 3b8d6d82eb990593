-- The reaper looks for pending orders older than the payment timeout every minute on every replica:
-- a partial index keeps that look-up on the few pending rows, however many orders the shop has.
CREATE INDEX orders_pending_created_at_idx ON orders (created_at) WHERE status = 'pending';

-- Idle guest carts are found by their last change.
CREATE INDEX cart_lines_updated_at_idx ON cart_lines (updated_at);
