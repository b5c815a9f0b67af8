-- Sort keys copied onto the row (docs/architecture.md §8), so that the sales list by customer and the capital ledger by
-- currency walk a (key, id) index as every other sort does, instead of reading the whole table to sort a join.
-- The database keeps them, so no code path can forget one: a row's own trigger sets its key whenever it is inserted or its
-- link or key is written (whatever value was given), and a change of the name or currency it copies is carried to its rows.
ALTER TABLE "balance_transactions" ADD COLUMN "currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sales" ADD COLUMN "customer_sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A sale's key is its customer's name, empty when it names none: the order of coalesce(individuals.name, '').
CREATE FUNCTION "product_sales_customer_sort_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_sort_name := coalesce((SELECT i.name FROM individuals i WHERE i.id = NEW.customer_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_sales_customer_sort_name" BEFORE INSERT OR UPDATE OF "customer_id", "customer_sort_name" ON "product_sales"
  FOR EACH ROW EXECUTE FUNCTION "product_sales_customer_sort_name"();--> statement-breakpoint
CREATE FUNCTION "individuals_name_to_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_sales SET customer_sort_name = NEW.name WHERE customer_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "individuals_name_to_sales" AFTER UPDATE OF "name" ON "individuals"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "individuals_name_to_sales"();--> statement-breakpoint
-- A ledger row's key is its subscriber's currency; empty for a subscriber that does not exist, so that the foreign key,
-- not the not-null constraint, refuses such a row as before.
CREATE FUNCTION "balance_transactions_currency"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.currency := coalesce((SELECT s.currency FROM subscribers s WHERE s.id = NEW.subscriber_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "balance_transactions_currency" BEFORE INSERT OR UPDATE OF "subscriber_id", "currency" ON "balance_transactions"
  FOR EACH ROW EXECUTE FUNCTION "balance_transactions_currency"();--> statement-breakpoint
-- The code never changes a subscriber's currency; should anything do it, its ledger rows follow.
CREATE FUNCTION "subscribers_currency_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE balance_transactions SET currency = NEW.currency WHERE subscriber_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subscribers_currency_to_ledger" AFTER UPDATE OF "currency" ON "subscribers"
  FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency) EXECUTE FUNCTION "subscribers_currency_to_ledger"();--> statement-breakpoint
-- The rows already there, before their indexes are built.
UPDATE "product_sales" p SET "customer_sort_name" = i.name FROM "individuals" i WHERE i.id = p.customer_id;--> statement-breakpoint
UPDATE "balance_transactions" b SET "currency" = s.currency FROM "subscribers" s WHERE s.id = b.subscriber_id;--> statement-breakpoint
CREATE INDEX "balance_transactions_currency_id_idx" ON "balance_transactions" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "product_sales_customer_sort_idx" ON "product_sales" USING btree ("customer_sort_name","id");--> statement-breakpoint
CREATE INDEX "product_sales_customer_idx" ON "product_sales" USING btree ("customer_id");
