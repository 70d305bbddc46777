-- Keyword search table: per product only what a keyword list filters and sorts on, beside its
-- lexemes, so counting and ranking the matches of a broad query read ~500-byte rows instead of whole
-- product rows. Same column names as products, so one WHERE serves both. Kept in step with products by
-- triggers; updates that leave the lexemes alone (popularity, price …) stay heap-only (fillfactor 90).
CREATE TABLE product_search (
  id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  search_tsv tsvector NOT NULL,
  is_black boolean NOT NULL,
  category_id integer NOT NULL,
  factory_id integer NOT NULL,
  region_id integer,
  ip_id integer,
  exworks_price numeric(12, 2) NOT NULL,
  certifications text[] NOT NULL,
  popularity integer NOT NULL,
  created_at timestamptz NOT NULL
) WITH (fillfactor = 90);

INSERT INTO product_search
  SELECT id, search_tsv, is_black, category_id, factory_id, region_id, ip_id, exworks_price, certifications,
    popularity, created_at
  FROM products;

-- No pending list: PGlite has no autovacuum to merge it, and every search would scan it.
CREATE INDEX product_search_tsv_idx ON product_search USING gin (search_tsv) WITH (fastupdate = off);
-- Keyword searches read product_search now; the products index only slowed every insert.
DROP INDEX products_search_idx;

CREATE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, search_tsv, is_black, category_id, factory_id, region_id, ip_id, exworks_price,
    certifications, popularity, created_at)
  VALUES (NEW.id, NEW.search_tsv, NEW.is_black, NEW.category_id, NEW.factory_id, NEW.region_id, NEW.ip_id,
    NEW.exworks_price, NEW.certifications, NEW.popularity, NEW.created_at);
  RETURN NULL;
END $$;

CREATE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET search_tsv = NEW.search_tsv, is_black = NEW.is_black, category_id = NEW.category_id,
    factory_id = NEW.factory_id, region_id = NEW.region_id, ip_id = NEW.ip_id, exworks_price = NEW.exworks_price,
    certifications = NEW.certifications, popularity = NEW.popularity, created_at = NEW.created_at
  WHERE id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER products_search_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_insert();
CREATE TRIGGER products_search_update AFTER UPDATE OF search_tsv, is_black, category_id, factory_id, region_id,
  ip_id, exworks_price, certifications, popularity, created_at ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_update();
