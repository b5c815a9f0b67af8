CREATE TABLE "gl_account_months" (
	"account_code" text NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"debit_total" numeric(24, 2) NOT NULL,
	"credit_total" numeric(24, 2) NOT NULL,
	CONSTRAINT "gl_account_months_pkey" PRIMARY KEY("account_code","currency","month")
);
--> statement-breakpoint
CREATE TABLE "gl_monthly_balances" (
	"account_code" text NOT NULL,
	"party_id" text,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"debit_total" numeric(24, 2) NOT NULL,
	"credit_total" numeric(24, 2) NOT NULL,
	CONSTRAINT "gl_monthly_balances_key" UNIQUE NULLS NOT DISTINCT("account_code","currency","party_id","month")
);
--> statement-breakpoint
-- The monthly balances follow the lines (docs/accounting.md §8): once per statement that writes
-- lines, whatever wrote them (a posting, a backfill, an import, a restore), the statement's lines
-- summed by account, party, currency and month are added in the same transaction. Rows are taken in
-- key order, so two postings wait on each other rather than deadlock within one statement.
CREATE FUNCTION "gl_monthly_balances_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "sums" AS (
    SELECT l."account_code", l."party_id", l."currency", m."month", sum(l."debit") AS "debit_total", sum(l."credit") AS "credit_total"
    FROM "new_lines" l
    JOIN (SELECT e."id", date_trunc('month', e."entry_date")::date AS "month"
          FROM "journal_entries" e WHERE e."id" IN (SELECT DISTINCT "entry_id" FROM "new_lines")) m ON m."id" = l."entry_id"
    GROUP BY 1, 2, 3, 4
  ), "by_party" AS (
    INSERT INTO "gl_monthly_balances" AS b ("account_code", "party_id", "currency", "month", "debit_total", "credit_total")
      SELECT "account_code", "party_id", "currency", "month", "debit_total", "credit_total" FROM "sums"
      ORDER BY "account_code", "currency", "party_id", "month"
      ON CONFLICT ("account_code", "currency", "party_id", "month") DO UPDATE
        SET "debit_total" = b."debit_total" + excluded."debit_total", "credit_total" = b."credit_total" + excluded."credit_total"
  )
  INSERT INTO "gl_account_months" AS b ("account_code", "currency", "month", "debit_total", "credit_total")
    SELECT "account_code", "currency", "month", sum("debit_total"), sum("credit_total") FROM "sums"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("account_code", "currency", "month") DO UPDATE
      SET "debit_total" = b."debit_total" + excluded."debit_total", "credit_total" = b."credit_total" + excluded."credit_total";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_lines_monthly_balances" AFTER INSERT ON "journal_lines"
  REFERENCING NEW TABLE AS "new_lines" FOR EACH STATEMENT EXECUTE FUNCTION "gl_monthly_balances_add"();--> statement-breakpoint
-- The lines written before this migration.
INSERT INTO "gl_monthly_balances" ("account_code", "party_id", "currency", "month", "debit_total", "credit_total")
  SELECT l."account_code", l."party_id", l."currency", date_trunc('month', e."entry_date")::date, sum(l."debit"), sum(l."credit")
  FROM "journal_lines" l JOIN "journal_entries" e ON e."id" = l."entry_id"
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "gl_account_months" ("account_code", "currency", "month", "debit_total", "credit_total")
  SELECT "account_code", "currency", "month", sum("debit_total"), sum("credit_total") FROM "gl_monthly_balances"
  GROUP BY 1, 2, 3;
