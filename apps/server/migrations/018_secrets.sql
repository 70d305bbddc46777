-- The server's keys in one table (mailbox-password encryption, link and chat-signature HMAC keys), each made
-- by the first process that starts, so every process on the database shares it. The keys the exports and chat
-- areas kept in tables of their own move here as the same bytes, so links and signatures stay valid.
CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
INSERT INTO secrets (name, value)
  SELECT 'export-link', encode(convert_to(secret, 'UTF8'), 'base64') FROM export_signing_keys WHERE id = 1;
INSERT INTO secrets (name, value)
  SELECT 'chat-signature', encode(convert_to(secret, 'UTF8'), 'base64') FROM chat_secrets WHERE id = 1;
DROP TABLE export_signing_keys;
DROP TABLE chat_secrets;
