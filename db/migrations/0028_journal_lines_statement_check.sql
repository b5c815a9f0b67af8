-- A line joins only an entry written by its own transaction (docs/accounting.md §1), now checked
-- once per statement over the statement's lines instead of once per line: a distribution's entry of
-- 100,000 investors ran the per-line query 100,000 times (issue 32 point 10). The entry's row
-- version (xmin) still answers for a restore, which writes entries with the created_xact of the
-- database they were backed up from.
DROP TRIGGER "journal_lines_same_transaction" ON "journal_lines";--> statement-breakpoint
DROP FUNCTION "journal_line_same_transaction"();--> statement-breakpoint
CREATE FUNCTION "journal_lines_same_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  foreign_entry bigint;
BEGIN
  SELECT l."entry_id" INTO foreign_entry
    FROM (SELECT DISTINCT "entry_id" FROM "new_lines") l
    WHERE NOT EXISTS (SELECT 1 FROM "journal_entries" e WHERE e."id" = l."entry_id"
      AND (e."created_xact" = pg_current_xact_id() OR e.xmin = pg_current_xact_id()::xid))
    ORDER BY l."entry_id" LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'JOURNAL_IMMUTABLE: journal entry % was written by another transaction; its lines are closed', foreign_entry
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_lines_same_transaction" AFTER INSERT ON "journal_lines"
  REFERENCING NEW TABLE AS "new_lines" FOR EACH STATEMENT EXECUTE FUNCTION "journal_lines_same_transaction"();
