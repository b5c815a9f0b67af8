ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_code_gl_accounts_code_fk";
--> statement-breakpoint
-- A line's entry and account (docs/accounting.md §1) are checked once per statement over the
-- statement's lines instead of by two foreign keys checking each row: a distribution's entry of
-- 100,000 investors ran 200,000 key checks (issue 32 point 10). Nothing the keys guaranteed is lost:
-- - the entry: a line joins only an entry written by its own transaction (migration 0028), which
--   exists; entries are never deleted (journal_immutable), nor truncated while lines remain (below);
-- - the account: it is in the chart, and locked FOR KEY SHARE until the transaction ends, as a
--   foreign key locks it, so that no other transaction deletes it or changes its code meanwhile;
--   an account with lines is never deleted nor its code changed (gl_accounts_keep_used, below).
CREATE OR REPLACE FUNCTION "journal_lines_same_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entries bigint[];
  accounts text[];
  foreign_entry bigint;
  unknown_account text;
BEGIN
  -- One pass over the statement's lines: its entries and its accounts.
  SELECT array_agg(DISTINCT "entry_id"), array_agg(DISTINCT "account_code") INTO entries, accounts FROM "new_lines";
  SELECT l.id INTO foreign_entry
    FROM unnest(entries) AS l(id)
    WHERE NOT EXISTS (SELECT 1 FROM "journal_entries" e WHERE e."id" = l.id
      AND (e."created_xact" = pg_current_xact_id() OR e.xmin = pg_current_xact_id()::xid))
    ORDER BY l.id LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'JOURNAL_IMMUTABLE: journal entry % was written by another transaction; its lines are closed', foreign_entry
      USING ERRCODE = 'restrict_violation';
  END IF;
  PERFORM 1 FROM "gl_accounts" a WHERE a."code" = ANY (accounts) ORDER BY a."code" FOR KEY SHARE;
  SELECT l.code INTO unknown_account
    FROM unnest(accounts) AS l(code)
    WHERE NOT EXISTS (SELECT 1 FROM "gl_accounts" a WHERE a."code" = l.code)
    ORDER BY l.code LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert on table "journal_lines" violates its accounts: account % is not in the chart (gl_accounts)', unknown_account
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The lines are read with the statement's snapshot: under read committed it sees the lines of a
-- posting that held the account and committed while this row waited for it. A snapshot of the
-- whole transaction would not, where a foreign key would fail on them: such a transaction deletes
-- no account and changes no code (the app's are read committed).
CREATE FUNCTION "gl_accounts_keep_used"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."code" IS NOT DISTINCT FROM OLD."code" THEN
    RETURN NEW;
  END IF;
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'an account of the chart is deleted or its code changed only in a read committed transaction'
      USING ERRCODE = 'invalid_transaction_state';
  END IF;
  IF EXISTS (SELECT 1 FROM "journal_lines" WHERE "account_code" = OLD."code") THEN
    RAISE EXCEPTION 'update or delete on table "gl_accounts" violates its journal lines: account % has lines', OLD."code"
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gl_accounts_keep_used" BEFORE UPDATE OF "code" OR DELETE ON "gl_accounts"
  FOR EACH ROW EXECUTE FUNCTION "gl_accounts_keep_used"();--> statement-breakpoint
-- A TRUNCATE runs no row trigger: the entries or the chart emptied while lines remain is refused
-- (a restore empties every table in one statement, the lines with them).
CREATE FUNCTION "journal_lines_keep_parents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "journal_lines") THEN
    RAISE EXCEPTION 'cannot truncate table "%" while journal_lines has rows; truncate them together', TG_TABLE_NAME
      USING ERRCODE = 'feature_not_supported';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_truncate_with_lines" AFTER TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_lines_keep_parents"();--> statement-breakpoint
CREATE TRIGGER "gl_accounts_truncate_with_lines" AFTER TRUNCATE ON "gl_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_lines_keep_parents"();
