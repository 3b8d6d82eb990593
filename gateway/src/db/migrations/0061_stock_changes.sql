-- Every committed change of stock is announced on the channel tjb_stock_changed, to every process
-- connected to the database: the embedded Storefront keeps the catalogue's availability and reads it
-- again only when told. A statement trigger, so an order of many lines announces once; NOTIFY is sent at
-- commit (never for a rolled-back order) and identical ones in a transaction are sent once.
CREATE OR REPLACE FUNCTION tjb_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('tjb_stock_changed', ''); RETURN NULL; END $$;
CREATE TRIGGER inventory_changed AFTER INSERT OR UPDATE OR DELETE ON inventory FOR EACH STATEMENT EXECUTE FUNCTION tjb_stock_changed();
