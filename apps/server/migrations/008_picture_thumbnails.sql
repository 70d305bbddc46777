-- Image search: a 32×32 grey thumbnail per indexed picture, aligned to the query's crop and
-- compared by correlation to rank the hash scan's candidates. Rows indexed before this have none and are
-- indexed again from the stored picture when the index is first read.
ALTER TABLE picture_index ADD COLUMN thumb bytea;
