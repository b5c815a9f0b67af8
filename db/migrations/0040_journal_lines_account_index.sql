-- The account index without the party (docs/accounting.md §8): a distribution's lines, one per
-- investor on one account, go in at its end instead of one random place each; a party's lines are
-- found by journal_lines_party_idx.
DROP INDEX "journal_lines_account_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_code","currency");