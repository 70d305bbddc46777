-- Engagement (the browsing routes): follows (spec 'attention', /follow), system messages with their
-- read state (/sys_func and the header bell) and the points ledger (/integral). Each row belongs to one user.

CREATE TABLE attentions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- 'factory' or 'toy'
  kind text NOT NULL CHECK (kind IN ('factory', 'toy')),
  target_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, target_id)
);
CREATE INDEX attentions_user_idx ON attentions (user_id, kind, id DESC);

CREATE TABLE sys_messages (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- system, inquiry, supplement, activity
  kind text NOT NULL DEFAULT 'system',
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  -- a route of the portal the message points to ('' for none)
  link text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX sys_messages_user_idx ON sys_messages (user_id, id DESC);
CREATE INDEX sys_messages_unread_idx ON sys_messages (user_id) WHERE read_at IS NULL;

-- Points: one row per change (earned > 0, spent < 0); the balance is their sum.
CREATE TABLE point_logs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points <> 0),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_logs_user_idx ON point_logs (user_id, id DESC);
