-- Excel search jobs as a queue: a worker claims the oldest queued job with FOR UPDATE SKIP LOCKED
-- and holds a lease it renews while it runs; a job whose lease ran out (its server stopped mid-way) is
-- claimed again, so a restart finishes what was queued or running before it.
ALTER TABLE excel_jobs ADD COLUMN lease_until timestamptz;
ALTER TABLE excel_jobs ADD COLUMN attempts integer NOT NULL DEFAULT 0;
CREATE INDEX excel_jobs_queue_idx ON excel_jobs (status, created_at) WHERE status IN ('queued', 'running');
