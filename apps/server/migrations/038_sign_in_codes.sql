-- A sign-in code dies after a few wrong entries (instead of wrong codes delaying the account's sign-ins).
ALTER TABLE verification_codes ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
