-- The inquiry form's values (the factory's desk shows them) and a selection list's own order.
ALTER TABLE factory_requests
  ADD COLUMN currency text NOT NULL DEFAULT 'RMB',
  ADD COLUMN deadline date,
  ADD COLUMN sample_needed boolean NOT NULL DEFAULT false;
ALTER TABLE factory_request_items ADD COLUMN target_price numeric(12, 2);

-- Items added later go last; a reorder rewrites the positions of the list.
ALTER TABLE choose_items ADD COLUMN position integer NOT NULL DEFAULT 0;
CREATE INDEX choose_items_position_idx ON choose_items (chooses_id, position, created_at, product_id);
