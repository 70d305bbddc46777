-- Customer-service desk: who answers a service conversation (null = waiting in the queue) and whether it is
-- still open. Only 'service' conversations use them; the customer never sees either.
ALTER TABLE chat_conversations
  ADD COLUMN assignee_id integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  ADD COLUMN closed_at timestamptz;
CREATE INDEX chat_conversations_service_idx ON chat_conversations (state, assignee_id) WHERE kind = 'service';
