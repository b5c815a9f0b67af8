CREATE TABLE "gl_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"type" text NOT NULL,
	"party_kind" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gl_accounts_type_check" CHECK ("gl_accounts"."type" in ('asset', 'liability', 'equity', 'income', 'expense')),
	CONSTRAINT "gl_accounts_party_kind_check" CHECK ("gl_accounts"."party_kind" is null or "gl_accounts"."party_kind" in ('subscriber', 'mediator', 'beneficiary'))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"entry_date" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"audit_id" bigint,
	"created_xact" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"account_code" text NOT NULL,
	"party_id" text,
	"currency" text NOT NULL,
	"debit" numeric(20, 2) NOT NULL,
	"credit" numeric(20, 2) NOT NULL,
	CONSTRAINT "journal_lines_one_side_check" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" = 0) <> ("journal_lines"."credit" = 0))
);
--> statement-breakpoint
CREATE TABLE "posting_rules" (
	"event" text NOT NULL,
	"leg" text NOT NULL,
	"side" text NOT NULL,
	"account_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_rules_pkey" PRIMARY KEY("event","leg"),
	CONSTRAINT "posting_rules_side_check" CHECK ("posting_rules"."side" in ('debit', 'credit'))
);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_code_gl_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."gl_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_rules" ADD CONSTRAINT "posting_rules_account_code_gl_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."gl_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_number_key" ON "journal_entries" USING btree ("number");--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_lines_entry_line_key" ON "journal_lines" USING btree ("entry_id","line_no");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_code","currency","party_id");--> statement-breakpoint
-- The books are immutable (docs/accounting.md §1): a correction is a new, compensating entry.
CREATE FUNCTION "journal_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'JOURNAL_IMMUTABLE: % rows are never changed or deleted; post a compensating entry', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_immutable" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_immutable" BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
-- A line joins only an entry written by its own transaction, so that the entry's check at commit
-- (below) sees every line it will ever have. The entry's row version (xmin) answers for a restore,
-- which writes entries with the created_xact of the database they were backed up from.
CREATE FUNCTION "journal_line_same_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "journal_entries" WHERE "id" = NEW."entry_id"
      AND ("created_xact" = pg_current_xact_id() OR xmin = pg_current_xact_id()::xid)) THEN
    RAISE EXCEPTION 'JOURNAL_IMMUTABLE: journal entry % was written by another transaction; its lines are closed', NEW."entry_id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_lines_same_transaction" BEFORE INSERT ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION "journal_line_same_transaction"();--> statement-breakpoint
-- Each currency of an entry balances on its own, checked once per entry when its transaction commits.
CREATE FUNCTION "journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT "currency", sum("debit") AS debits, sum("credit") AS credits INTO unbalanced
    FROM "journal_lines" WHERE "entry_id" = NEW."id"
    GROUP BY "currency" HAVING sum("debit") <> sum("credit")
    ORDER BY "currency" LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ENTRY_UNBALANCED: journal entry % does not balance in %: debits %, credits %',
      NEW."number", unbalanced."currency", unbalanced.debits, unbalanced.credits
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"();
