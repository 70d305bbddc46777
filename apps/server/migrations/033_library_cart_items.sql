-- A sample cart line and a selection-list line are either a platform product or a product of the company's own
-- library (its names, item number, pictures and prices; made by hand or taken from a platform product).
ALTER TABLE sample_car_items
  ALTER COLUMN product_id DROP NOT NULL,
  ADD COLUMN company_product_id integer REFERENCES company_products(id) ON DELETE CASCADE,
  ADD CONSTRAINT sample_car_items_one_product CHECK (num_nonnulls(product_id, company_product_id) = 1),
  ADD CONSTRAINT sample_car_items_library_unique UNIQUE (customer_pick_id, company_product_id);
CREATE INDEX sample_car_items_company_product_idx ON sample_car_items (company_product_id);

ALTER TABLE choose_items DROP CONSTRAINT choose_items_pkey;
ALTER TABLE choose_items
  ALTER COLUMN product_id DROP NOT NULL,
  ADD COLUMN company_product_id integer REFERENCES company_products(id) ON DELETE CASCADE,
  ADD CONSTRAINT choose_items_one_product CHECK (num_nonnulls(product_id, company_product_id) = 1),
  ADD CONSTRAINT choose_items_product_unique UNIQUE (chooses_id, product_id),
  ADD CONSTRAINT choose_items_library_unique UNIQUE (chooses_id, company_product_id);
CREATE INDEX choose_items_company_product_idx ON choose_items (company_product_id);

-- A customer's pick may name library products of the list too.
ALTER TABLE choose_applies ADD COLUMN company_product_ids integer[] NOT NULL DEFAULT '{}';
