-- Product error reports (edit_error from the product detail): what a buyer says is wrong with a listing.
CREATE TABLE error_reports (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  toy_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  types text[] NOT NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX error_reports_toy_idx ON error_reports (toy_id, created_at);
CREATE INDEX error_reports_user_idx ON error_reports (user_id, created_at);
