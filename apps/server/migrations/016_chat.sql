-- Chat: conversations, their participants, messages and quick replies; the chat signature secret; the
-- digest marks of the factory notifications. System notices reuse sys_messages (migration 004).

-- One conversation between people. chat_id is its public id (never the serial, so ids cannot be walked).
-- pair_key makes "open the chat with X" answer the same conversation every time.
CREATE TABLE chat_conversations (
  id bigserial PRIMARY KEY,
  chat_id text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('platform', 'service', 'website', 'colleague', 'factory')),
  pair_key text NOT NULL UNIQUE,
  -- the company whose staff answer (the factory's company, the website's company, the colleagues' company)
  company_id integer REFERENCES companies(id) ON DELETE CASCADE,
  factory_id integer REFERENCES factories(id) ON DELETE SET NULL,
  title text NOT NULL DEFAULT '',
  last_message text NOT NULL DEFAULT '',
  last_message_id bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who is in a conversation. Unread = messages of others after last_read_id (Chatwoot's last-seen model).
-- hidden: del_conversation hides it from the list until a new message arrives.
CREATE TABLE chat_participants (
  conversation_id bigint NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- 'member' speaks for themself; 'staff' answers for the conversation's company
  role text NOT NULL DEFAULT 'member',
  last_read_id bigint NOT NULL DEFAULT 0,
  last_check_time timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX chat_participants_user_idx ON chat_participants (user_id, conversation_id);

-- client_id is the gid the client generated: unique per sender, so a retried send is stored once.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
  sender_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id text NOT NULL,
  content jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sender_id, client_id)
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id DESC);
-- the flood limit counts a sender's recent messages
CREATE INDEX chat_messages_sender_idx ON chat_messages (sender_id, created_at DESC);

-- The platform's customer-service agents: the staff side of every 'service' conversation.
CREATE TABLE chat_service_agents (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE
);

-- Quick replies (get_chat_reply / edit_chat_reply), per user, in display order.
CREATE TABLE chat_replies (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX chat_replies_user_idx ON chat_replies (user_id, sort);

-- Files sent in chats, kept by content hash in the file store.
CREATE TABLE chat_files (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  path text NOT NULL,
  name text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The HMAC key of chat signatures: one row, made on first use, shared by every server process.
CREATE TABLE chat_secrets (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);

-- Inquiries and supplements already sent to their factory in a digest (spec §9 timing).
CREATE TABLE notification_digests (
  request_id integer PRIMARY KEY REFERENCES factory_requests(id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now()
);
