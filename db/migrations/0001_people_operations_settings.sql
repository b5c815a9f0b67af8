CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "balance_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscriber_id" text NOT NULL,
	"transaction_date" date NOT NULL,
	"type" text NOT NULL,
	"credit_type" text,
	"amount" numeric(20, 2) NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reverses_id" bigint,
	"created_by" text,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individuals" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"nni" text NOT NULL,
	"nationality" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_allocations" (
	"id" text PRIMARY KEY NOT NULL,
	"primary_subscriber_id" text NOT NULL,
	"sub_subscriber_id" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"individual_id" text NOT NULL,
	"currency" text DEFAULT 'XAF' NOT NULL,
	"subscription_date" date NOT NULL,
	"subscription_amount" numeric(20, 2) NOT NULL,
	"balance" numeric(20, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"number" text NOT NULL,
	"source_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(20, 6) NOT NULL,
	"service_rate" numeric(9, 4) NOT NULL,
	"equivalent_usd" numeric(20, 2) NOT NULL,
	"revenue" numeric(20, 2) NOT NULL,
	"investor_rule_kind" text NOT NULL,
	"investor_rule_value" numeric(20, 4) NOT NULL,
	"mediator_type" text NOT NULL,
	"mediator_rule_kind" text NOT NULL,
	"mediator_rule_value" numeric(20, 4) NOT NULL,
	"special_rule_kind" text NOT NULL,
	"special_rule_value" numeric(20, 4) NOT NULL,
	"investor_share" numeric(20, 2) NOT NULL,
	"mediator_share" numeric(20, 2) NOT NULL,
	"special_share" numeric(20, 2) NOT NULL,
	"company_share" numeric(20, 2) NOT NULL,
	"operation_date" date NOT NULL,
	"client_id" text NOT NULL,
	"mediator_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_profit_distributed" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"sale_number" text NOT NULL,
	"currency" text NOT NULL,
	"product_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(20, 4) NOT NULL,
	"purchase_price" numeric(20, 2) NOT NULL,
	"additional_cost" numeric(20, 2) NOT NULL,
	"customs_fees" numeric(20, 2) NOT NULL,
	"sale_price" numeric(20, 2) NOT NULL,
	"total_cost" numeric(20, 2) NOT NULL,
	"total_sale" numeric(20, 2) NOT NULL,
	"profit" numeric(20, 2) NOT NULL,
	"sale_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_profit_distributed" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"special_service_ratio" numeric(7, 4) DEFAULT '5' NOT NULL,
	"mediator_normal_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"mediator_trader_ratio" numeric(7, 4) DEFAULT '10' NOT NULL,
	"trader_mediator_ratio" numeric(7, 4) DEFAULT '10' NOT NULL,
	"investor_ratio" numeric(7, 4) DEFAULT '50' NOT NULL,
	"default_service_rate" numeric(7, 4) DEFAULT '2' NOT NULL,
	"special_beneficiary_id" text,
	"weighting_method" text DEFAULT 'month-end' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdf_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text DEFAULT 'Wasit' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"preference" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_allocations" ADD CONSTRAINT "sub_allocations_primary_subscriber_id_subscribers_id_fk" FOREIGN KEY ("primary_subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_allocations" ADD CONSTRAINT "sub_allocations_sub_subscriber_id_subscribers_id_fk" FOREIGN KEY ("sub_subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_client_id_individuals_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_mediator_id_individuals_id_fk" FOREIGN KEY ("mediator_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_special_beneficiary_id_individuals_id_fk" FOREIGN KEY ("special_beneficiary_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_transactions_subscriber_date_idx" ON "balance_transactions" USING btree ("subscriber_id","transaction_date");--> statement-breakpoint
CREATE INDEX "balance_transactions_date_idx" ON "balance_transactions" USING btree ("transaction_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "individuals_email_key" ON "individuals" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "individuals_phone_key" ON "individuals" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "individuals_name_trgm_idx" ON "individuals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "individuals_name_id_idx" ON "individuals" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_allocations_pair_key" ON "sub_allocations" USING btree ("primary_subscriber_id","sub_subscriber_id");--> statement-breakpoint
CREATE INDEX "subscribers_individual_idx" ON "subscribers" USING btree ("individual_id");--> statement-breakpoint
CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_number_key" ON "operations" USING btree ("number");--> statement-breakpoint
CREATE INDEX "operations_date_idx" ON "operations" USING btree ("operation_date","id");--> statement-breakpoint
CREATE INDEX "operations_status_currency_date_idx" ON "operations" USING btree ("status","currency","operation_date");--> statement-breakpoint
CREATE INDEX "operations_client_idx" ON "operations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "operations_mediator_idx" ON "operations" USING btree ("mediator_id");--> statement-breakpoint
CREATE INDEX "operations_number_trgm_idx" ON "operations" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_sales_number_key" ON "product_sales" USING btree ("sale_number");--> statement-breakpoint
CREATE INDEX "product_sales_date_idx" ON "product_sales" USING btree ("sale_date","id");--> statement-breakpoint
CREATE INDEX "product_sales_status_currency_date_idx" ON "product_sales" USING btree ("status","currency","sale_date");--> statement-breakpoint
INSERT INTO "company_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "pdf_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
