-- The monthly balances (docs/accounting.md §8) of a large statement: a distribution posts one line
-- per investor on keys (account, party, month) no earlier statement wrote, and a plain insert of
-- such rows costs about 40 % less than the upsert's speculative insertion. So a statement of 1,000
-- lines or more first inserts its parties' rows plainly (the company's rows, which recur every
-- month, are upserted as before); if any of those keys already exists (a month posted twice, or
-- another transaction's posting committed in between), the attempt is rolled back to its savepoint
-- and the statement takes the upsert for every row, as a smaller one always does. The sums are the
-- same either way.
CREATE OR REPLACE FUNCTION "gl_monthly_balances_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "new_lines") >= 1000 THEN
    BEGIN
      WITH "sums" AS (
        SELECT l."account_code", l."party_id", l."currency", m."month", sum(l."debit") AS "debit_total", sum(l."credit") AS "credit_total"
        FROM "new_lines" l
        JOIN (SELECT e."id", date_trunc('month', e."entry_date")::date AS "month"
              FROM "journal_entries" e WHERE e."id" IN (SELECT DISTINCT "entry_id" FROM "new_lines")) m ON m."id" = l."entry_id"
        GROUP BY 1, 2, 3, 4
      ), "by_party" AS (
        INSERT INTO "gl_monthly_balances" ("account_code", "party_id", "currency", "month", "debit_total", "credit_total")
          SELECT "account_code", "party_id", "currency", "month", "debit_total", "credit_total" FROM "sums"
          WHERE "party_id" IS NOT NULL
          ORDER BY "account_code", "currency", "party_id", "month"
      ), "by_company" AS (
        INSERT INTO "gl_monthly_balances" AS b ("account_code", "party_id", "currency", "month", "debit_total", "credit_total")
          SELECT "account_code", "party_id", "currency", "month", "debit_total", "credit_total" FROM "sums"
          WHERE "party_id" IS NULL
          ORDER BY "account_code", "currency", "month"
          ON CONFLICT ("account_code", "currency", "party_id", "month") DO UPDATE
            SET "debit_total" = b."debit_total" + excluded."debit_total", "credit_total" = b."credit_total" + excluded."credit_total"
      )
      INSERT INTO "gl_account_months" AS b ("account_code", "currency", "month", "debit_total", "credit_total")
        SELECT "account_code", "currency", "month", sum("debit_total"), sum("credit_total") FROM "sums"
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT ("account_code", "currency", "month") DO UPDATE
          SET "debit_total" = b."debit_total" + excluded."debit_total", "credit_total" = b."credit_total" + excluded."credit_total";
      RETURN NULL;
    EXCEPTION WHEN unique_violation THEN
      NULL; -- a key was there already: the upsert below, for every row
    END;
  END IF;
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
$$;
