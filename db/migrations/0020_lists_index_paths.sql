-- The users list's default order (db/schema/auth.ts userStatusKey), as a function that can be indexed: immutable,
-- for to_char with this format (no TM prefix) does not depend on the locale, and in UTC it does not depend on the time zone.
CREATE FUNCTION user_status_key(is_active boolean, can_login boolean, approved_at timestamptz, created_at timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select (case when not is_active then '3' when can_login then '1' when approved_at is null then '0' else '2' end)
    || to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') $$;--> statement-breakpoint
DROP INDEX "users_type_idx";--> statement-breakpoint
DROP INDEX "subscribers_status_idx";--> statement-breakpoint
CREATE INDEX "users_type_id_idx" ON "users" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "users_status_key_idx" ON "users" USING btree (user_status_key("is_active", "can_login", "approved_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_phone_id_idx" ON "users" USING btree (coalesce("phone", ''),"id");--> statement-breakpoint
CREATE INDEX "users_last_login_ms_idx" ON "users" USING btree (coalesce((date_trunc('milliseconds', ("last_login" at time zone 'UTC')) at time zone 'UTC'), timestamptz 'epoch'),"id");--> statement-breakpoint
CREATE INDEX "users_created_ms_idx" ON "users" USING btree ((date_trunc('milliseconds', ("created_at" at time zone 'UTC')) at time zone 'UTC'),"id");--> statement-breakpoint
CREATE INDEX "audit_log_action_id_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "balance_transactions_type_id_idx" ON "balance_transactions" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "balance_transactions_status_id_idx" ON "balance_transactions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "balance_transactions_amount_id_idx" ON "balance_transactions" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "balance_transactions_created_id_idx" ON "balance_transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "individuals_type_id_idx" ON "individuals" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "individuals_nni_id_idx" ON "individuals" USING btree ("nni","id");--> statement-breakpoint
CREATE INDEX "individuals_nationality_id_idx" ON "individuals" USING btree ("nationality","id");--> statement-breakpoint
CREATE INDEX "individuals_active_id_idx" ON "individuals" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "individuals_active_name_idx" ON "individuals" USING btree ("is_active","name","id");--> statement-breakpoint
CREATE INDEX "individuals_created_id_idx" ON "individuals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_status_id_idx" ON "subscribers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "subscribers_date_id_idx" ON "subscribers" USING btree ("subscription_date","id");--> statement-breakpoint
CREATE INDEX "subscribers_amount_id_idx" ON "subscribers" USING btree ("subscription_amount","id");--> statement-breakpoint
CREATE INDEX "subscribers_balance_id_idx" ON "subscribers" USING btree ("balance","id");--> statement-breakpoint
CREATE INDEX "operations_amount_id_idx" ON "operations" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "operations_usd_id_idx" ON "operations" USING btree ("equivalent_usd","id");--> statement-breakpoint
CREATE INDEX "operations_revenue_id_idx" ON "operations" USING btree ("revenue","id");--> statement-breakpoint
CREATE INDEX "operations_company_share_id_idx" ON "operations" USING btree ("company_share","id");--> statement-breakpoint
CREATE INDEX "operations_currency_id_idx" ON "operations" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "operations_status_id_idx" ON "operations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "operations_status_date_idx" ON "operations" USING btree ("status","operation_date","id");--> statement-breakpoint
CREATE INDEX "operations_currency_date_idx" ON "operations" USING btree ("currency","operation_date","id");--> statement-breakpoint
CREATE INDEX "operations_source_date_idx" ON "operations" USING btree ("source_country","operation_date","id");--> statement-breakpoint
CREATE INDEX "operations_destination_date_idx" ON "operations" USING btree ("destination_country","operation_date","id");--> statement-breakpoint
CREATE INDEX "product_sales_product_id_idx" ON "product_sales" USING btree ("product_name","id");--> statement-breakpoint
CREATE INDEX "product_sales_currency_id_idx" ON "product_sales" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "product_sales_quantity_id_idx" ON "product_sales" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "product_sales_cost_id_idx" ON "product_sales" USING btree ("total_cost","id");--> statement-breakpoint
CREATE INDEX "product_sales_total_id_idx" ON "product_sales" USING btree ("total_sale","id");--> statement-breakpoint
CREATE INDEX "product_sales_profit_id_idx" ON "product_sales" USING btree ("profit","id");--> statement-breakpoint
CREATE INDEX "product_sales_status_id_idx" ON "product_sales" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "product_sales_number_trgm_idx" ON "product_sales" USING gin ("sale_number" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "product_sales_product_trgm_idx" ON "product_sales" USING gin ("product_name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "jobs_created_id_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at","id");