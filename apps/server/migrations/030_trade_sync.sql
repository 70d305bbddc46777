-- Quotation sync to the company's trade software: one sync account per company (its application, the
-- platform's review, the appkey and token its bridge accepts, the LAN addresses to try and the one that
-- worked), and every prepared sync with its outcome.

CREATE TABLE trade_sync_accounts (
  id serial PRIMARY KEY,
  company_id integer NOT NULL UNIQUE REFERENCES companies(id) ON DELETE CASCADE,
  applicant_id integer REFERENCES users(id) ON DELETE SET NULL,
  software_type smallint NOT NULL CHECK (software_type BETWEEN 1 AND 5),
  company_contact text NOT NULL DEFAULT '',
  company_telephone text NOT NULL DEFAULT '',
  company_mobilephone text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  review_remark text NOT NULL DEFAULT '',
  reviewer_id integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  -- given on the first approval; the bridge is configured with the appkey and checks the token here
  appkey text UNIQUE,
  token text NOT NULL DEFAULT '',
  local_ips text[] NOT NULL DEFAULT '{}',
  use_ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trade_sync_accounts_status_idx ON trade_sync_accounts (status, created_at);

CREATE TABLE trade_sync_requests (
  id text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('quotation', 'sample_cart')),
  source_id integer NOT NULL,
  account_name text NOT NULL,
  item_count integer NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX trade_sync_requests_company_idx ON trade_sync_requests (company_id, status);
