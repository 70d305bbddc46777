-- The buyer's working set: customers, sample carts and their items, the compare list,
-- inquiries and sample supplements (one table, by kind), find-sample requests and answers, selection
-- lists with share links and customers' picks.
--
-- Scope: company_id is the owner's company (NULL for a user without one); user_id is the user a cart or
-- customer is assigned to (a salesperson sees only theirs).

CREATE TABLE customers (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  contact text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_company_idx ON customers (company_id, user_id, id DESC);
CREATE INDEX customers_user_idx ON customers (user_id, id DESC);

-- 选样车 (API: customer_pick).
CREATE TABLE customer_picks (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  customer_id integer REFERENCES customers(id) ON DELETE SET NULL,
  remark text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_picks_company_idx ON customer_picks (company_id, user_id, id);
CREATE INDEX customer_picks_user_idx ON customer_picks (user_id, id);
-- §4: exactly one default per owner; the service keeps "at least one", the index "at most one".
CREATE UNIQUE INDEX customer_picks_one_default ON customer_picks (user_id) WHERE is_default;

CREATE TABLE sample_car_items (
  id serial PRIMARY KEY,
  customer_pick_id integer NOT NULL REFERENCES customer_picks(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- cartons
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 0),
  remark text NOT NULL DEFAULT '',
  custom_number text NOT NULL DEFAULT '',
  data_module text NOT NULL DEFAULT '',
  data_module_id integer,
  recommend_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_pick_id, product_id)
);
CREATE INDEX sample_car_items_product_idx ON sample_car_items (product_id);

CREATE TABLE compare_items (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, product_id)
);

-- 询价 (kind 'inquiry': sent, read, answered, closed) and 补样 (kind 'supplement': sent, read, completed),
-- one row per factory; notify_at from the domain's schedule (the factory console reads it).
CREATE TABLE factory_requests (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('inquiry', 'supplement')),
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  factory_id integer NOT NULL REFERENCES factories(id),
  status text NOT NULL DEFAULT 'sent',
  remark text NOT NULL DEFAULT '',
  answer text NOT NULL DEFAULT '',
  notify_at timestamptz NOT NULL,
  read_at timestamptz,
  answered_at timestamptz,
  closed_at timestamptz,
  chased_at timestamptz,
  chase_count integer NOT NULL DEFAULT 0,
  again_of integer REFERENCES factory_requests(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX factory_requests_company_idx ON factory_requests (kind, company_id, id DESC);
CREATE INDEX factory_requests_user_idx ON factory_requests (kind, user_id, id DESC);
CREATE INDEX factory_requests_factory_idx ON factory_requests (factory_id, kind, notify_at);

CREATE TABLE factory_request_items (
  request_id integer NOT NULL REFERENCES factory_requests(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  quantity integer NOT NULL DEFAULT 1,
  answer_price numeric(12, 2),
  answer_remark text NOT NULL DEFAULT '',
  PRIMARY KEY (request_id, product_id)
);

-- 找样: a wanted product; factories answer with matching products.
CREATE TABLE find_sample_requests (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pictures text[] NOT NULL DEFAULT '{}',
  description text NOT NULL DEFAULT '',
  target_price numeric(12, 2),
  quantity integer,
  status text NOT NULL DEFAULT 'open',
  chased_at timestamptz,
  chase_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX find_sample_requests_company_idx ON find_sample_requests (company_id, id DESC);
CREATE INDEX find_sample_requests_user_idx ON find_sample_requests (user_id, id DESC);

CREATE TABLE find_sample_answers (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES find_sample_requests(id) ON DELETE CASCADE,
  factory_id integer NOT NULL REFERENCES factories(id),
  product_id integer REFERENCES products(id) ON DELETE CASCADE,
  price numeric(12, 2),
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX find_sample_answers_request_idx ON find_sample_answers (request_id, id);

-- 选品单 (chooses) with its share link (a random token; revocable, expiring).
CREATE TABLE chooses (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  words text NOT NULL DEFAULT '',
  price_formula jsonb NOT NULL DEFAULT '{}'::jsonb,
  share_token text UNIQUE,
  share_expires_at timestamptz,
  share_revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chooses_company_idx ON chooses (company_id, id DESC);
CREATE INDEX chooses_user_idx ON chooses (user_id, id DESC);

CREATE TABLE choose_items (
  chooses_id integer NOT NULL REFERENCES chooses(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  custom_number text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chooses_id, product_id)
);

-- A customer's pick sent back from the share page (apply).
CREATE TABLE choose_applies (
  id serial PRIMARY KEY,
  chooses_id integer NOT NULL REFERENCES chooses(id) ON DELETE CASCADE,
  name text NOT NULL,
  contact text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  product_ids integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX choose_applies_chooses_idx ON choose_applies (chooses_id, id DESC);
