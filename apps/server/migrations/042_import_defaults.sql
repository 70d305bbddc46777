-- An import's defaults chosen in its mapping step (a category for the rows whose sheet has none).
ALTER TABLE imports ADD COLUMN defaults jsonb NOT NULL DEFAULT '{}'::jsonb;
