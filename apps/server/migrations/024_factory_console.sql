-- The factory console: answers with a sample date and pictures (and who answered), the company display's
-- main categories, showroom booth and certificate pictures, and the factory's staff record.

ALTER TABLE factory_requests ADD COLUMN IF NOT EXISTS sample_date date;
ALTER TABLE factory_requests ADD COLUMN IF NOT EXISTS answer_pictures text[] NOT NULL DEFAULT '{}';
ALTER TABLE factory_requests ADD COLUMN IF NOT EXISTS answered_by integer REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE factories ADD COLUMN IF NOT EXISTS main_categories integer[] NOT NULL DEFAULT '{}';
ALTER TABLE factories ADD COLUMN IF NOT EXISTS booth text NOT NULL DEFAULT '';
ALTER TABLE factories ADD COLUMN IF NOT EXISTS certificate_pictures text[] NOT NULL DEFAULT '{}';

-- A factory's staff beyond what users.company_id says: who invited them, and a disabled member (whose
-- company link is removed, so they can no longer act for the factory) with the role to restore.
CREATE TABLE IF NOT EXISTS factory_staff (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  role integer NOT NULL DEFAULT 1,
  invited_by integer REFERENCES users(id) ON DELETE SET NULL,
  invited_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);
CREATE INDEX IF NOT EXISTS factory_staff_company ON factory_staff (company_id);
