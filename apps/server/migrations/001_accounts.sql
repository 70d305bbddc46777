-- Companies, users, sessions and sign-in bookkeeping (spec §3 User info, §6, §7 Account).

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  -- 0 ordinary, 1 trading company, 2 factory
  company_type integer NOT NULL DEFAULT 0,
  is_chvip boolean NOT NULL DEFAULT false,
  is_new_version boolean NOT NULL DEFAULT false,
  contact text NOT NULL DEFAULT '',
  telephone text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  fax text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  password_hash text,
  nickname text NOT NULL,
  uc_nickname text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  -- 0 main account, 1 salesperson, 2 administrator
  user_type integer NOT NULL DEFAULT 0 CHECK (user_type IN (0, 1, 2)),
  company_id integer REFERENCES companies(id),
  display_tip jsonb NOT NULL DEFAULT '{}'::jsonb,
  software_type integer NOT NULL DEFAULT 0,
  chat_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_company_idx ON users (company_id);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- sha-256 of the random token; the token itself is never stored
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_attempts (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_phone_idx ON login_attempts (phone, created_at);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  purpose text NOT NULL DEFAULT 'login',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_codes_phone_idx ON verification_codes (phone, created_at);

-- Public configuration (get_public_config): categories, certificates, showrooms, hot keywords, enums.
CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  group_id text NOT NULL,
  group_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE certificates (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  region text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE showrooms (
  id integer PRIMARY KEY,
  route text NOT NULL UNIQUE,
  name text NOT NULL,
  city text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  intro text NOT NULL DEFAULT ''
);

CREATE TABLE hot_keywords (
  id serial PRIMARY KEY,
  keyword text NOT NULL UNIQUE,
  weight integer NOT NULL DEFAULT 0
);

CREATE TABLE enums (
  code integer PRIMARY KEY,
  kind text NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
