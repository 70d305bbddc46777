-- One queue for every long task (Excel search, exports, picture zips, imports …), after graphile-worker's
-- design: a worker claims the next due job of the kinds it runs with FOR UPDATE SKIP LOCKED and holds a lease
-- it renews while it runs; a job whose lease ran out (its process died) is claimed again; a job out of
-- attempts ends failed with a Chinese message. Finished jobs are swept after the retention period.
CREATE TABLE jobs (
  id text PRIMARY KEY,
  kind text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  company_id integer,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  result jsonb,
  -- the Chinese message shown to the owner when the job failed
  error text NOT NULL DEFAULT '',
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts >= 1),
  lease_until timestamptz,
  run_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- the claim: due queued jobs by kind, and running ones by lease (to take back those of dead processes)
CREATE INDEX jobs_queued_idx ON jobs (kind, run_at, created_at) WHERE status = 'queued';
CREATE INDEX jobs_running_idx ON jobs (lease_until) WHERE status = 'running';
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE finished_at IS NOT NULL;
CREATE INDEX jobs_owner_idx ON jobs (user_id, kind, created_at DESC);
