-- A quotation line may be a product of the company's own library (its names, item number and prices), with
-- or without the platform product it was taken from; a line is unique per library product in a quotation.
ALTER TABLE quotation_items ADD COLUMN company_product_id integer REFERENCES company_products(id) ON DELETE SET NULL;
CREATE INDEX quotation_items_company_product_idx ON quotation_items (company_product_id);
