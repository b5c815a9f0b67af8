DROP INDEX "operations_mediator_date_idx";--> statement-breakpoint
CREATE INDEX "operations_mediator_date_idx" ON "operations" USING btree ("mediator_id","operation_date","id","client_id");