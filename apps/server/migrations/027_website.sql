-- The company website: a trading company's public sites (settings, news), their visitors (own accounts and
-- sessions, apart from the platform's users), access requests, sample lists, orders, and the records of
-- visits and sign-ins that the admin's statistics read.

CREATE TABLE websites (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  -- the address segment /site/<slug>/
  slug text NOT NULL UNIQUE,
  -- a custom host name served by Host header ('' for none)
  host text NOT NULL DEFAULT '',
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  primary_color text NOT NULL DEFAULT '#1f6feb',
  accent_color text NOT NULL DEFAULT '#f59e0b',
  -- carousel pictures of the home page, in order
  banners text[] NOT NULL DEFAULT '{}',
  -- offered languages: zh, en (the first is the default)
  languages text[] NOT NULL DEFAULT '{zh,en}',
  description text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  -- shown categories (empty: every category of the shown products)
  category_ids integer[] NOT NULL DEFAULT '{}',
  -- true: only product_ids of the company's library are shown; false: every product not hidden
  selected_products boolean NOT NULL DEFAULT false,
  product_ids integer[] NOT NULL DEFAULT '{}',
  featured_ids integer[] NOT NULL DEFAULT '{}',
  -- prices to everyone (true) or only to approved visitors (false)
  show_prices boolean NOT NULL DEFAULT false,
  -- 0 not published, 1 published
  status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  published_at timestamptz,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX websites_host_idx ON websites (host) WHERE host <> '';
CREATE INDEX websites_company_idx ON websites (company_id, id DESC);

CREATE TABLE website_news (
  id serial PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  title text NOT NULL,
  title_en text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  body_en text NOT NULL DEFAULT '',
  pictures text[] NOT NULL DEFAULT '{}',
  -- 0 draft, 1 published
  status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX website_news_site_idx ON website_news (website_id, status, published_at DESC);

-- A visitor has an account on one site only: the same e-mail on two companies' sites is two visitors.
CREATE TABLE website_visitors (
  id serial PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  -- a phone number (+ and digits) or a lower-case e-mail address
  account text NOT NULL,
  name text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  -- -1 never applied, 0 waiting, 1 approved, 2 refused (the latest request's)
  access_status integer NOT NULL DEFAULT -1,
  -- the chat identity the visitor writes to the company's staff with (made on first message)
  chat_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  UNIQUE (website_id, account)
);

CREATE TABLE website_visitor_sessions (
  id serial PRIMARY KEY,
  visitor_id integer NOT NULL REFERENCES website_visitors(id) ON DELETE CASCADE,
  -- sha-256 of the cookie's token; the token itself is never stored
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE website_access_requests (
  id serial PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  visitor_id integer NOT NULL REFERENCES website_visitors(id) ON DELETE CASCADE,
  message text NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  note text NOT NULL DEFAULT '',
  audited_by integer REFERENCES users(id) ON DELETE SET NULL,
  audited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX website_access_requests_site_idx ON website_access_requests (website_id, status, id DESC);
-- one waiting request per visitor
CREATE UNIQUE INDEX website_access_requests_pending_idx ON website_access_requests (visitor_id) WHERE status = 0;

CREATE TABLE website_sample_lists (
  id serial PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  visitor_id integer NOT NULL REFERENCES website_visitors(id) ON DELETE CASCADE,
  -- 0 being built, 1 submitted, 2 ordered
  status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  remark text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX website_sample_lists_site_idx ON website_sample_lists (website_id, status, id DESC);
-- one list being built per visitor
CREATE UNIQUE INDEX website_sample_lists_open_idx ON website_sample_lists (visitor_id) WHERE status = 0;

CREATE TABLE website_sample_items (
  list_id integer NOT NULL REFERENCES website_sample_lists(id) ON DELETE CASCADE,
  company_product_id integer NOT NULL REFERENCES company_products(id) ON DELETE CASCADE,
  qty integer NOT NULL DEFAULT 1 CHECK (qty > 0),
  remark text NOT NULL DEFAULT '',
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, company_product_id)
);

CREATE TABLE website_orders (
  id serial PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  visitor_id integer NOT NULL REFERENCES website_visitors(id) ON DELETE CASCADE,
  sample_list_id integer REFERENCES website_sample_lists(id) ON DELETE SET NULL,
  number text NOT NULL DEFAULT '',
  -- 0 waiting, 1 confirmed, 2 shipped, 3 completed, 4 cancelled
  status integer NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  status_note text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  total numeric(16, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX website_orders_site_idx ON website_orders (website_id, id DESC);
CREATE INDEX website_orders_visitor_idx ON website_orders (visitor_id, id DESC);

-- The lines as ordered: a snapshot, so later edits of the product library do not change an order.
CREATE TABLE website_order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES website_orders(id) ON DELETE CASCADE,
  company_product_id integer REFERENCES company_products(id) ON DELETE SET NULL,
  item_number text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  picture text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT '',
  price numeric(14, 3) NOT NULL DEFAULT 0,
  qty integer NOT NULL CHECK (qty > 0),
  remark text NOT NULL DEFAULT ''
);
CREATE INDEX website_order_items_order_idx ON website_order_items (order_id, id);

-- Page views: visitor_key is the anonymous cookie's id (unique visitors), visitor_id the signed-in visitor.
CREATE TABLE website_visits (
  id bigserial PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  visitor_id integer REFERENCES website_visitors(id) ON DELETE SET NULL,
  visitor_key text NOT NULL DEFAULT '',
  -- home, products, product, news, about, samples, orders, chat
  page text NOT NULL,
  path text NOT NULL DEFAULT '',
  company_product_id integer REFERENCES company_products(id) ON DELETE SET NULL,
  lang text NOT NULL DEFAULT 'zh',
  referrer text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX website_visits_site_idx ON website_visits (website_id, created_at DESC);

CREATE TABLE website_logins (
  id bigserial PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  visitor_id integer REFERENCES website_visitors(id) ON DELETE CASCADE,
  account text NOT NULL DEFAULT '',
  succeeded boolean NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX website_logins_site_idx ON website_logins (website_id, created_at DESC);
CREATE INDEX website_logins_account_idx ON website_logins (website_id, account, created_at DESC);
