-- Company administration: the company display customers see, staff membership (disabled colleagues,
-- invitations by SMS code, the main account's staff-tab setting), the audit of who changed what, the
-- company's supplier factories and its own product library.

CREATE TABLE company_displays (
  company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  name_en text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  -- publicity pictures in display order
  publicity text[] NOT NULL DEFAULT '{}',
  licence text NOT NULL DEFAULT '',
  introduction text NOT NULL DEFAULT '',
  introduction_en text NOT NULL DEFAULT '',
  -- [{ name, position, phone, email }]
  contacts jsonb NOT NULL DEFAULT '[]'::jsonb,
  address text NOT NULL DEFAULT '',
  address_en text NOT NULL DEFAULT '',
  main_markets text[] NOT NULL DEFAULT '{}',
  -- the main account's setting: the staff tab closed to administrators
  staff_tab_closed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A colleague disabled by the company: their sessions are ended and a new one is born revoked.
CREATE TABLE company_member_states (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  disabled_at timestamptz,
  disabled_by integer REFERENCES users(id) ON DELETE SET NULL
);

CREATE FUNCTION company_member_session_guard() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM company_member_states s JOIN users u ON u.id = s.user_id
             WHERE s.user_id = NEW.user_id AND s.disabled_at IS NOT NULL AND u.company_id = s.company_id) THEN
    NEW.revoked_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER company_member_session_guard BEFORE INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION company_member_session_guard();

CREATE TABLE company_invites (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  phone text NOT NULL,
  user_type integer NOT NULL CHECK (user_type IN (1, 2)),
  nickname text NOT NULL DEFAULT '',
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  invited_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX company_invites_phone_idx ON company_invites (phone, id DESC);
CREATE INDEX company_invites_company_idx ON company_invites (company_id, id DESC);

CREATE TABLE company_audit (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  actor_name text NOT NULL DEFAULT '',
  -- invite, join, role, disable, enable, remove, reset_password, transfer, display, staff_tab, product, factory
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_audit_company_idx ON company_audit (company_id, id DESC);

CREATE TABLE supplier_factories (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  -- a platform factory, or NULL for one the company keeps itself
  factory_id integer REFERENCES factories(id) ON DELETE SET NULL,
  name text NOT NULL,
  contact text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX supplier_factories_platform_idx ON supplier_factories (company_id, factory_id)
  WHERE factory_id IS NOT NULL;
CREATE INDEX supplier_factories_company_idx ON supplier_factories (company_id, id DESC);

CREATE TABLE company_products (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  -- the platform product it was taken from (the factory's product), NULL when made by hand
  product_id integer REFERENCES products(id) ON DELETE SET NULL,
  -- deleting the supplier factory removes its products together
  supplier_factory_id integer REFERENCES supplier_factories(id) ON DELETE CASCADE,
  item_number text NOT NULL,
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  factory_number text NOT NULL DEFAULT '',
  category_id integer,
  picture text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT '',
  price numeric(14, 3) NOT NULL DEFAULT 0 CHECK (price >= 0),
  exworks_price numeric(14, 3) NOT NULL DEFAULT 0 CHECK (exworks_price >= 0),
  packing_name text NOT NULL DEFAULT '',
  length numeric(10, 2), width numeric(10, 2), height numeric(10, 2),
  carton_length numeric(10, 2), carton_width numeric(10, 2), carton_height numeric(10, 2),
  carton_quantity integer, inbox_count integer,
  gross_weight numeric(10, 3), net_weight numeric(10, 3),
  remark text NOT NULL DEFAULT '',
  is_hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_products_number_idx ON company_products (company_id, lower(item_number));
CREATE INDEX company_products_company_idx ON company_products (company_id, id DESC);
CREATE INDEX company_products_factory_idx ON company_products (supplier_factory_id);
CREATE INDEX company_products_product_idx ON company_products (product_id);
