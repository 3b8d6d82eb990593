-- The visualization's bundle is written with the order it belongs to, in the transaction that begins
-- that order (before the card is charged), so a paid visualization order always has its bundle. Orders
-- are named only once paid, so the bundle is keyed by the order's id and read through its name.
ALTER TABLE bundle_visualizations ADD COLUMN order_id uuid REFERENCES orders (id);
UPDATE bundle_visualizations b SET order_id = o.id FROM orders o WHERE o.name = b.order_name;
ALTER TABLE bundle_visualizations ALTER COLUMN order_id SET NOT NULL;
-- Dropping the column drops the primary key built on it.
ALTER TABLE bundle_visualizations DROP COLUMN order_name;
ALTER TABLE bundle_visualizations ADD PRIMARY KEY (order_id);
