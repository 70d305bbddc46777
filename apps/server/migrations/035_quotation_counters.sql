-- A quotation's number comes from a counter per owner and day, raised in the same transaction as the
-- quotation's insert (INSERT … ON CONFLICT DO UPDATE … RETURNING): two salespeople of one company on any
-- number of processes never get the same number, and a number is never given again after a deletion.
-- owner: the company's id, or minus the user's id for a user without a company (as quotations_number_idx);
-- day: the calendar day in the platform's time zone; last: the highest sequence given that day.
-- A day's counter starts past the numbers the owner already has that day (made before this table).
CREATE TABLE quotation_counters (
  owner integer NOT NULL,
  day date NOT NULL,
  last integer NOT NULL CHECK (last > 0),
  PRIMARY KEY (owner, day)
);
