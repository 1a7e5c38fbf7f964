-- add an index without blocking writes
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_customer_id_idx ON orders (customer_id);
ALTER TABLE orders ADD COLUMN note text;
