-- Quotations (报价单): a priced list of products for one customer. Items are snapshots of the products
-- (a later catalogue change does not change a sent quotation; the salesperson refreshes an item on purpose).
-- `version` rises with every save, so two colleagues never silently overwrite each other.

CREATE TABLE quotations (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id integer REFERENCES customers(id) ON DELETE SET NULL,
  customer_name text NOT NULL DEFAULT '',
  customer_email text NOT NULL DEFAULT '',
  number text NOT NULL,
  -- cart, chooses, compare, search, showroom
  source text NOT NULL DEFAULT 'cart',
  source_id integer,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'sent', 'confirmed_part', 'confirmed_all', 'closed')),
  status_at timestamptz NOT NULL DEFAULT now(),
  -- the header of spec §3, copied from the company and editable
  company_name text NOT NULL DEFAULT '',
  company_name_en text NOT NULL DEFAULT '',
  company_telephone text NOT NULL DEFAULT '',
  company_mobile text NOT NULL DEFAULT '',
  fax text NOT NULL DEFAULT '',
  company_email text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  formula jsonb NOT NULL DEFAULT '{}'::jsonb,
  version integer NOT NULL DEFAULT 1,
  -- what the customer received at the last sending (item id, name, price, cartons), to show changes since
  sent_at timestamptz,
  sent_lines jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- numbers are unique within a company (or within the account of a user without one)
CREATE UNIQUE INDEX quotations_number_idx ON quotations ((coalesce(company_id, -user_id)), number);
CREATE INDEX quotations_company_idx ON quotations (company_id, id DESC);
CREATE INDEX quotations_user_idx ON quotations (user_id, id DESC);

CREATE TABLE quotation_items (
  id serial PRIMARY KEY,
  quotation_id integer NOT NULL REFERENCES quotations(id) ON DELETE CASCADE,
  product_id integer REFERENCES products(id) ON DELETE SET NULL,
  position integer NOT NULL DEFAULT 0,
  -- the product's fields at the time it was added or refreshed (names, prices, cartons, picture, factory)
  snapshot jsonb NOT NULL,
  snapshot_at timestamptz NOT NULL DEFAULT now(),
  -- the salesperson's own price in the quotation's currency; NULL = computed by the formula
  price_override numeric(14, 3) CHECK (price_override IS NULL OR price_override >= 0),
  custom_number text NOT NULL DEFAULT '',
  order_box_qty integer NOT NULL DEFAULT 1 CHECK (order_box_qty >= 0),
  remark text NOT NULL DEFAULT '',
  -- the customer's answer: pending, accepted, declined; quantity in cartons and a remark
  decision text NOT NULL DEFAULT 'pending' CHECK (decision IN ('pending', 'accepted', 'declined')),
  confirm_qty integer CHECK (confirm_qty IS NULL OR confirm_qty >= 0),
  confirm_remark text NOT NULL DEFAULT ''
);
CREATE INDEX quotation_items_quotation_idx ON quotation_items (quotation_id, position, id);

-- Confirmation links: the token carries the link id and expiry, signed (HMAC); the row makes it revocable.
CREATE TABLE quotation_links (
  id serial PRIMARY KEY,
  quotation_id integer NOT NULL REFERENCES quotations(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  opened_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotation_links_quotation_idx ON quotation_links (quotation_id, id DESC);

-- The customer's submitted answer: one per link, so submitting twice updates instead of duplicating.
CREATE TABLE quotation_answers (
  id serial PRIMARY KEY,
  quotation_id integer NOT NULL REFERENCES quotations(id) ON DELETE CASCADE,
  link_id integer NOT NULL UNIQUE REFERENCES quotation_links(id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  contact text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  accepted integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  submit_count integer NOT NULL DEFAULT 1,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotation_answers_quotation_idx ON quotation_answers (quotation_id, id DESC);
