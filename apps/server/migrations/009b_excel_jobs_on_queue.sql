-- Excel search jobs move onto the shared queue as kind 'excel_search' (payload: the stored workbook's hash);
-- their results stay readable through get_excel_task. A failed job's -100 lives in its status now.
INSERT INTO jobs (id, kind, user_id, company_id, payload, status, progress, result, error, attempts, max_attempts,
                  lease_until, run_at, created_at, updated_at, finished_at)
SELECT e.id, 'excel_search', e.user_id, u.company_id, jsonb_build_object('file_hash', e.file_hash),
       CASE WHEN e.status IN ('queued', 'running', 'done', 'failed') THEN e.status ELSE 'failed' END,
       LEAST(100, GREATEST(0, e.step_percent)), e.result, e.error, e.attempts, GREATEST(3, e.attempts),
       e.lease_until, e.created_at, e.created_at, e.updated_at,
       CASE WHEN e.status IN ('done', 'failed') THEN e.updated_at END
FROM excel_jobs e LEFT JOIN users u ON u.id = e.user_id;
DROP TABLE excel_jobs;
