-- Request counters shared by every server process on this database: one row per limit and client
-- (an IP address, an account, a phone), counting requests in a fixed window that ends at reset_at.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);

-- Sign-in failures are counted per phone and address, so a stranger's guesses lock the stranger out,
-- not the account's owner (the account as a whole locks only after many failures from many addresses).
ALTER TABLE login_attempts ADD COLUMN ip text NOT NULL DEFAULT '';
CREATE INDEX login_attempts_phone_ip_idx ON login_attempts (phone, ip, created_at);
