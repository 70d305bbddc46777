-- A sample-cart line's own picture (an AI tool's result, by content hash), shown instead of its product's
-- first picture; null: the product's. The product's pictures stay as they were.
ALTER TABLE sample_car_items ADD COLUMN picture text;
