-- A factory's own products (factory console) and the batch import.

-- The factory's publish state apart from the platform's block: buyers see a product (is_black false) only
-- when it is published and not blocked, so every existing list keeps reading is_black.
ALTER TABLE products
  ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'hidden', 'deleted')),
  ADD COLUMN blocked boolean NOT NULL DEFAULT false,
  ADD COLUMN battery_code integer,
  ADD COLUMN material_code integer,
  ADD COLUMN video text NOT NULL DEFAULT '',
  ADD COLUMN model_3d text NOT NULL DEFAULT '',
  ADD COLUMN stock_price numeric(12, 2);
UPDATE products SET blocked = is_black WHERE is_black;
-- The console's list of one factory by state, and its article numbers (unique per factory, checked by the server).
CREATE INDEX products_factory_status_idx ON products (factory_id, status, updated_at DESC, id DESC);
CREATE INDEX products_factory_article_idx ON products (factory_id, lower(article_number));

-- Stock changes of a product, newest last (the console's stock history).
CREATE TABLE product_stock_history (
  id bigserial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  stock_quantity integer NOT NULL,
  stock_price numeric(12, 2),
  user_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_stock_history_product_idx ON product_stock_history (product_id, id DESC);

-- An import: the uploaded files, the mapping and its counts; its job on the queue runs it.
CREATE TABLE imports (
  id uuid PRIMARY KEY,
  target text NOT NULL,
  user_id integer NOT NULL,
  company_id integer,
  -- the owner the rows are written for (a factory id for factory_product)
  owner_id integer NOT NULL,
  file_name text NOT NULL,
  file_key text NOT NULL,
  zip_key text,
  column_count integer NOT NULL DEFAULT 0,
  mapping jsonb,
  publish boolean NOT NULL DEFAULT true,
  job_id uuid,
  total integer NOT NULL DEFAULT 0,
  report_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX imports_owner_idx ON imports (target, owner_id, created_at DESC);

-- One line per row of an import, written in the same transaction as the row's product: a resumed job
-- skips the rows already here, so a row is never written twice nor half.
CREATE TABLE import_rows (
  import_id uuid NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
  row_no integer NOT NULL,
  article_number text NOT NULL DEFAULT '',
  outcome text NOT NULL,
  message text NOT NULL DEFAULT '',
  product_id integer,
  PRIMARY KEY (import_id, row_no)
);

-- Column mappings a company saved for its own sheet layout.
CREATE TABLE import_mappings (
  id serial PRIMARY KEY,
  target text NOT NULL,
  company_id integer,
  user_id integer NOT NULL,
  name text NOT NULL,
  mapping jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX import_mappings_owner_idx ON import_mappings (target, company_id, user_id);
