-- Exports (Excel, PDF catalogue, picture zip): one row per export, the history the user sees (content,
-- toy_count, export_format, created_time, file) and the state a poll reads (progress, error). The
-- request is kept so an export can be converted to another format later. uuid is what clients poll; while
-- the file is being made, progress and failure are read from the queue's job.
CREATE TABLE export_records (
  id serial PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  -- the queue's job that makes the file (none for a direct export)
  job_id text,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  source text NOT NULL,
  source_id integer,
  export_format smallint NOT NULL,
  content text NOT NULL,
  toy_count integer NOT NULL DEFAULT 0,
  request jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  progress integer NOT NULL DEFAULT 0,
  error text NOT NULL DEFAULT '',
  file_key text,
  file_name text,
  file_size bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX export_records_user_idx ON export_records (user_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX export_records_company_idx ON export_records (company_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX export_records_expiry_idx ON export_records (created_at) WHERE file_key IS NOT NULL;

-- The key that signs download and upload links, shared by every server process of one database.
CREATE TABLE export_signing_keys (
  id integer PRIMARY KEY,
  secret text NOT NULL
);
