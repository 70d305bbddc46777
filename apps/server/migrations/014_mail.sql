-- The company's mailboxes (SMTP), the e-mail records of spec §3 and the outbox (records not sent because no
-- mailbox is configured), and the quotation e-mail templates (Chinese and English).

CREATE TABLE mailboxes (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sender_name text NOT NULL DEFAULT '',
  email text NOT NULL,
  host text NOT NULL,
  port integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
  -- true: TLS from the start (465); false: STARTTLS when the server offers it (587, 25)
  secure boolean NOT NULL DEFAULT false,
  username text NOT NULL,
  -- AES-256-GCM: base64 of iv (12 bytes) | tag (16 bytes) | ciphertext; the key is outside the database
  password_enc text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mailboxes_company_idx ON mailboxes (company_id, id);

-- status: 0 sent, 1 failed (reason kept), 2 outbox (not sent: no mailbox configured)
CREATE TABLE email_records (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mailbox_id integer REFERENCES mailboxes(id) ON DELETE SET NULL,
  quotation_id integer REFERENCES quotations(id) ON DELETE SET NULL,
  name text NOT NULL DEFAULT '',
  email text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  -- links or files the message carries: [{ filename, url }]
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  status smallint NOT NULL DEFAULT 2 CHECK (status IN (0, 1, 2)),
  reason text NOT NULL DEFAULT '',
  message_id text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_records_company_idx ON email_records (company_id, id DESC);
CREATE INDEX email_records_user_idx ON email_records (user_id, id DESC);

-- One template per owner (a company, or a user without one) and language; absent = the domain's default.
CREATE TABLE mail_templates (
  scope text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('zh', 'en')),
  subject text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, lang)
);
