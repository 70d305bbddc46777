-- Realtime events too large for a NOTIFY payload (PostgreSQL caps it at 8000 bytes): the event is stored here
-- and the notification carries its id. Rows are read once by every listening process and removed after a minute.
CREATE TABLE realtime_events (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  payload text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX realtime_events_created_at ON realtime_events (created_at);
