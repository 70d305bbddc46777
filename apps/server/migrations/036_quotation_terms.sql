-- The terms a quotation's header states (validity, trade term and port, payment terms): the company's
-- defaults, set once in company settings, copied into each new quotation where the salesperson may change them.
-- A line's English name typed by the salesperson (NULL: the product's own) survives a refresh of its snapshot.

ALTER TABLE companies
  ADD COLUMN quote_validity_days integer NOT NULL DEFAULT 30 CHECK (quote_validity_days BETWEEN 1 AND 365),
  ADD COLUMN quote_trade_term text NOT NULL DEFAULT 'FOB',
  ADD COLUMN quote_port text NOT NULL DEFAULT '',
  ADD COLUMN quote_payment_terms text NOT NULL DEFAULT '';

ALTER TABLE quotations
  ADD COLUMN validity_days integer NOT NULL DEFAULT 30 CHECK (validity_days BETWEEN 1 AND 365),
  ADD COLUMN trade_term text NOT NULL DEFAULT 'FOB',
  ADD COLUMN port text NOT NULL DEFAULT '',
  ADD COLUMN payment_terms text NOT NULL DEFAULT '';

ALTER TABLE quotation_items ADD COLUMN name_en text;
