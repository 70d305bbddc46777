-- The catalogue: files, manufacturing areas, factories, products, sections, IP licences,
-- content of the other listing areas, picture index for image search, search quota and logs, Excel jobs.

-- Files stored once by content hash (sha-256, 32 hex); variants are derived and cached on disk.
CREATE TABLE files (
  hash text PRIMARY KEY,
  -- the original's format: jpg, png or svg (demo drawings)
  ext text NOT NULL,
  width integer NOT NULL DEFAULT 0,
  height integer NOT NULL DEFAULT 0,
  size integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- National manufacturing areas (/toy_area).
CREATE TABLE regions (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  province text NOT NULL DEFAULT '',
  intro text NOT NULL DEFAULT '',
  picture text NOT NULL DEFAULT ''
);

CREATE TABLE factories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  short_name text NOT NULL DEFAULT '',
  name_en text NOT NULL DEFAULT '',
  region_id integer REFERENCES regions(id),
  address text NOT NULL DEFAULT '',
  contact text NOT NULL DEFAULT '',
  tel text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  qq text NOT NULL DEFAULT '',
  fax text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  publicity text[] NOT NULL DEFAULT '{}',
  license text NOT NULL DEFAULT '',
  is_taxpayer boolean NOT NULL DEFAULT false,
  certifications text[] NOT NULL DEFAULT '{}',
  showroom_ids integer[] NOT NULL DEFAULT '{}',
  follower_count integer NOT NULL DEFAULT 0,
  intro text NOT NULL DEFAULT '',
  -- lexemes built by the server (CJK bigrams, Latin/number tokens, phone numbers)
  search_tsv tsvector NOT NULL DEFAULT ''::tsvector,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX factories_search_idx ON factories USING gin (search_tsv);
CREATE INDEX factories_region_idx ON factories (region_id);

ALTER TABLE companies ADD COLUMN factory_id integer REFERENCES factories(id);

CREATE TABLE ip_licences (
  id serial PRIMARY KEY,
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  owner text NOT NULL DEFAULT '',
  picture text NOT NULL DEFAULT '',
  intro text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

-- §3 quotation/sample item fields.
CREATE TABLE products (
  id serial PRIMARY KEY,
  factory_id integer NOT NULL REFERENCES factories(id),
  region_id integer REFERENCES regions(id),
  category_id integer NOT NULL REFERENCES categories(id),
  ip_id integer REFERENCES ip_licences(id),
  article_number text NOT NULL,
  factory_number text NOT NULL DEFAULT '',
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  -- file hashes; the first is the main picture
  pictures text[] NOT NULL DEFAULT '{}',
  unit text NOT NULL DEFAULT 'PCS',
  exworks_price numeric(12, 2) NOT NULL DEFAULT 0,
  length numeric(8, 1), width numeric(8, 1), height numeric(8, 1),
  carton_length numeric(8, 1), carton_width numeric(8, 1), carton_height numeric(8, 1),
  pack_length numeric(8, 1), pack_width numeric(8, 1), pack_height numeric(8, 1),
  carton_cubic_meter numeric(10, 3),
  carton_cubic_feet numeric(10, 2),
  carton_quantity integer,
  box_count integer,
  inbox_count integer,
  gross_weight numeric(8, 2),
  net_weight numeric(8, 2),
  packing_name text NOT NULL DEFAULT '',
  packing_name_en text NOT NULL DEFAULT '',
  certifications text[] NOT NULL DEFAULT '{}',
  introduction text NOT NULL DEFAULT '',
  introduction_en text NOT NULL DEFAULT '',
  stock_quantity integer,
  stock_updated_at timestamptz,
  is_black boolean NOT NULL DEFAULT false,
  is_set_hide boolean NOT NULL DEFAULT false,
  stop_time timestamptz,
  popularity integer NOT NULL DEFAULT 0,
  search_tsv tsvector NOT NULL DEFAULT ''::tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_search_idx ON products USING gin (search_tsv);
CREATE INDEX products_article_idx ON products (lower(article_number) text_pattern_ops);
CREATE INDEX products_factory_idx ON products (factory_id, id);
CREATE INDEX products_category_idx ON products (category_id, id);
CREATE INDEX products_region_idx ON products (region_id, id);
CREATE INDEX products_picture_idx ON products ((pictures[1]));
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_popularity_idx ON products (popularity DESC, id DESC);
CREATE INDEX products_price_idx ON products (exworks_price, id);

-- Membership of the listing sections (new, hot, global_hot, special, stock, cross, spread, toy3d,
-- overseas, platform, ranking, fittings, purchase, carefully_chosen).
CREATE TABLE product_sections (
  section text NOT NULL,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  rank integer NOT NULL DEFAULT 0,
  -- section-specific extras (special price, stock note, platform of a cross-border product …)
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (section, product_id)
);
CREATE INDEX product_sections_product_idx ON product_sections (product_id);
CREATE INDEX product_sections_rank_idx ON product_sections (section, rank DESC, product_id DESC);

-- Everything else a listing area shows: live streams, videos, toy-circle posts, logistics providers,
-- discounted purchase orders, adverts, carousel slides, files, update notes.
CREATE TABLE contents (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  title text NOT NULL,
  picture text NOT NULL DEFAULT '',
  body jsonb NOT NULL DEFAULT '{}'::jsonb,
  factory_id integer REFERENCES factories(id),
  hits integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contents_kind_idx ON contents (kind, sort DESC, id DESC);

-- Perceptual hashes of every stored picture (image search): 8 bytes per variant (full, mirrored, crops)
-- and a small colour layout.
CREATE TABLE picture_index (
  file_hash text PRIMARY KEY REFERENCES files(hash),
  hashes bytea NOT NULL,
  colour bytea NOT NULL
);

-- §6 free-user quota: searches counted per user and Asia/Shanghai day.
CREATE TABLE search_quota (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day text NOT NULL,
  used integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE search_logs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- keyword, factory, image, excel
  kind text NOT NULL,
  query text NOT NULL DEFAULT '',
  result_count integer NOT NULL DEFAULT 0,
  counted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_logs_user_idx ON search_logs (user_id, kind, id DESC);
CREATE INDEX search_logs_query_idx ON search_logs (kind, created_at);

CREATE TABLE image_search_logs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_hash text NOT NULL REFERENCES files(hash),
  source text NOT NULL DEFAULT 'upload',
  result_ids integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_search_logs_user_idx ON image_search_logs (user_id, id DESC);

-- Browse logs: products seen (toy_browse_log), new arrivals seen, functions and booths clicked, usage.
CREATE TABLE browse_logs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  product_id integer REFERENCES products(id) ON DELETE CASCADE,
  module text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX browse_logs_user_idx ON browse_logs (user_id, kind, id DESC);

-- Excel search jobs, claimed by workers with FOR UPDATE SKIP LOCKED.
CREATE TABLE excel_jobs (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_hash text NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  step_percent integer NOT NULL DEFAULT 0,
  result jsonb,
  error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
