-- Payments: the company's account at the cross-border payment provider, its KYC, collection accounts per
-- currency, incoming payments, contract orders made from confirmed quotations, settlement applications,
-- and a double-entry ledger. Amounts are integer minor units of their currency (bigint), never floats.

-- One account per company (or per user without one).
CREATE TABLE payment_accounts (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  -- the provider's id of the linked account (null once unlinked)
  provider_account_id text,
  status text NOT NULL DEFAULT 'notAuthorization'
    CHECK (status IN ('notAuthorization', 'INIT', 'UNDER_REVIEW', 'SUSPENDED', 'ACTIVE')),
  login_token text NOT NULL DEFAULT '',
  kyc jsonb,
  kyc_submitted_at timestamptz,
  kyc_reviewed_at timestamptz,
  kyc_reason text NOT NULL DEFAULT '',
  linked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_accounts_owner_idx ON payment_accounts ((coalesce(company_id, -user_id)));
CREATE UNIQUE INDEX payment_accounts_provider_idx ON payment_accounts (provider, provider_account_id);

-- What happened to the account (linking, KYC, reviews), newest last.
CREATE TABLE payment_account_log (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE CASCADE,
  event text NOT NULL,
  status text NOT NULL,
  note text NOT NULL DEFAULT '',
  user_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_account_log_idx ON payment_account_log (account_id, id);

CREATE TABLE payment_documents (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  kind text NOT NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_documents_account_idx ON payment_documents (account_id, id DESC);

CREATE TABLE collection_accounts (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE CASCADE,
  currency text NOT NULL,
  provider_ref text NOT NULL,
  bank_name text NOT NULL,
  bank_address text NOT NULL DEFAULT '',
  account_name text NOT NULL,
  account_number text NOT NULL,
  swift text NOT NULL DEFAULT '',
  routing_code text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, currency)
);

CREATE TABLE contract_orders (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE CASCADE,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  quotation_id integer NOT NULL,
  number text NOT NULL,
  buyer_name text NOT NULL,
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  goods text NOT NULL DEFAULT '',
  goods_count integer NOT NULL DEFAULT 0,
  provider_ref text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, quotation_id)
);
CREATE INDEX contract_orders_account_idx ON contract_orders (account_id, id DESC);

CREATE TABLE incoming_payments (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE CASCADE,
  collection_account_id integer NOT NULL REFERENCES collection_accounts(id) ON DELETE CASCADE,
  provider_ref text NOT NULL,
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL DEFAULT 0,
  payer_name text NOT NULL DEFAULT '',
  payer_country text NOT NULL DEFAULT '',
  reference text NOT NULL DEFAULT '',
  contract_id integer REFERENCES contract_orders(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'reversed')),
  received_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, provider_ref)
);
CREATE INDEX incoming_payments_account_idx ON incoming_payments (account_id, received_at DESC, id DESC);

CREATE TABLE settlements (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE CASCADE,
  contract_id integer NOT NULL REFERENCES contract_orders(id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- the platform's rate (RMB per unit) at the application, kept for ever
  rate numeric(18, 6) NOT NULL,
  rmb_minor bigint NOT NULL,
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'settled', 'rejected')),
  reason text NOT NULL DEFAULT '',
  document_ids integer[] NOT NULL DEFAULT '{}',
  provider_ref text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX settlements_account_idx ON settlements (account_id, id DESC);

-- The ledger: a transaction's entries sum to zero per currency (checked before insert and by the tests).
CREATE TABLE ledger_transactions (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE CASCADE,
  kind text NOT NULL,
  ref text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_account_idx ON ledger_transactions (account_id, created_at, id);
CREATE TABLE ledger_entries (
  id serial PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES ledger_transactions(id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE CASCADE,
  ledger_account text NOT NULL,
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0)
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, ledger_account, currency);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

-- Requests made with an idempotency key: the first answer is kept and given again to a retry.
CREATE TABLE payment_idempotency (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Webhook events applied (a repeated id changes nothing), and refused ones for the record.
CREATE TABLE payment_webhooks (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The sandbox provider's own side (what a real provider keeps on its servers).
CREATE TABLE sandbox_provider_accounts (
  id text PRIMARY KEY,
  status text NOT NULL,
  kyc jsonb,
  review_after timestamptz,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sandbox_provider_payments (
  id text PRIMARY KEY,
  provider_account_id text NOT NULL,
  currency text NOT NULL,
  amount_minor bigint NOT NULL,
  payer_name text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL
);
CREATE INDEX sandbox_provider_payments_idx ON sandbox_provider_payments (provider_account_id, received_at);
