-- Scheduled jobs (the factories' digest, later sweeps and reports): a scheduled kind keeps exactly one pending
-- row, its next run. Every process schedules it at start and its worker schedules the next slot after each
-- run; this index makes that idempotent (an INSERT … ON CONFLICT keeps the one row, at the earlier time),
-- so several processes never run a slot twice.
ALTER TABLE jobs ADD COLUMN scheduled boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX jobs_schedule_idx ON jobs (kind) WHERE scheduled AND status = 'queued';
