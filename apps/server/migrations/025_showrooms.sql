-- Showrooms: floors, booths holding exhibitors and their showroom products, the hall's operator, kiosk
-- devices with their device codes, kiosk visitor lists opened by an expiring share token; online exhibitions
-- with halls, booths, featured products and a schedule of sessions (live streams).
ALTER TABLE showrooms
  ADD COLUMN address text NOT NULL DEFAULT '',
  ADD COLUMN floors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN opening_hours text NOT NULL DEFAULT '';

CREATE TABLE showroom_booths (
  id serial PRIMARY KEY,
  showroom_id integer NOT NULL REFERENCES showrooms(id) ON DELETE CASCADE,
  floor text NOT NULL,
  number text NOT NULL,
  factory_id integer NOT NULL REFERENCES factories(id) ON DELETE CASCADE,
  -- where the booth is on its floor's map, in percent of the map's width and height
  map_x integer NOT NULL DEFAULT 0,
  map_y integer NOT NULL DEFAULT 0,
  UNIQUE (showroom_id, number)
);
CREATE INDEX showroom_booths_factory_idx ON showroom_booths (factory_id);

CREATE TABLE showroom_products (
  booth_id integer NOT NULL REFERENCES showroom_booths(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  showroom_id integer NOT NULL REFERENCES showrooms(id) ON DELETE CASCADE,
  featured boolean NOT NULL DEFAULT false,
  PRIMARY KEY (booth_id, product_id)
);
CREATE INDEX showroom_products_showroom_idx ON showroom_products (showroom_id, product_id);

CREATE TABLE showroom_operators (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  showroom_id integer NOT NULL REFERENCES showrooms(id) ON DELETE CASCADE
);

CREATE TABLE kiosk_devices (
  id serial PRIMARY KEY,
  showroom_id integer NOT NULL REFERENCES showrooms(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- sha256 of the device code (shown once when issued) and of the token of its signed-in session
  code_hash text NOT NULL UNIQUE,
  code_hint text NOT NULL,
  token_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  signed_in_at timestamptz,
  last_seen_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX kiosk_devices_showroom_idx ON kiosk_devices (showroom_id);

CREATE TABLE kiosk_visitor_lists (
  id serial PRIMARY KEY,
  showroom_id integer NOT NULL REFERENCES showrooms(id) ON DELETE CASCADE,
  device_id integer NOT NULL REFERENCES kiosk_devices(id) ON DELETE CASCADE,
  -- the kiosk's own key of the list, so a list queued offline and sent twice is stored once
  client_key text NOT NULL,
  product_ids integer[] NOT NULL,
  share_token text NOT NULL UNIQUE,
  share_expires_at timestamptz NOT NULL,
  share_revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_id, client_key)
);

CREATE TABLE exhibitions (
  id serial PRIMARY KEY,
  route text NOT NULL UNIQUE,
  name text NOT NULL,
  city text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  intro text NOT NULL DEFAULT '',
  halls text[] NOT NULL DEFAULT '{}',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);

CREATE TABLE exhibition_booths (
  id serial PRIMARY KEY,
  exhibition_id integer NOT NULL REFERENCES exhibitions(id) ON DELETE CASCADE,
  hall text NOT NULL,
  number text NOT NULL,
  factory_id integer NOT NULL REFERENCES factories(id) ON DELETE CASCADE,
  intro text NOT NULL DEFAULT '',
  product_ids integer[] NOT NULL DEFAULT '{}',
  featured_ids integer[] NOT NULL DEFAULT '{}',
  UNIQUE (exhibition_id, number)
);

CREATE TABLE exhibition_sessions (
  id serial PRIMARY KEY,
  exhibition_id integer NOT NULL REFERENCES exhibitions(id) ON DELETE CASCADE,
  booth_id integer REFERENCES exhibition_booths(id) ON DELETE CASCADE,
  title text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  live_url text NOT NULL DEFAULT ''
);
CREATE INDEX exhibition_sessions_exhibition_idx ON exhibition_sessions (exhibition_id, starts_at);
