DROP INDEX "operations_client_idx";--> statement-breakpoint
DROP INDEX "operations_mediator_idx";--> statement-breakpoint
DROP INDEX "individuals_name_trgm_idx";--> statement-breakpoint
DROP INDEX "individuals_email_trgm_idx";--> statement-breakpoint
DROP INDEX "individuals_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "individuals_nni_trgm_idx";--> statement-breakpoint
DROP INDEX "operations_number_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "operations_client_date_idx" ON "operations" USING btree ("client_id","operation_date","id");--> statement-breakpoint
CREATE INDEX "operations_mediator_date_idx" ON "operations" USING btree ("mediator_id","operation_date","id");--> statement-breakpoint
CREATE INDEX "individuals_name_trgm_idx" ON "individuals" USING gin ("name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "individuals_email_trgm_idx" ON "individuals" USING gin ("email" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "individuals_phone_trgm_idx" ON "individuals" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "individuals_nni_trgm_idx" ON "individuals" USING gin ("nni" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "operations_number_trgm_idx" ON "operations" USING gin ("number" gin_trgm_ops) WITH (fastupdate=off);