CREATE TABLE "distribution_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"currency" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_runs_kind_check" CHECK (("distribution_runs"."kind" = 'investor' and "distribution_runs"."source" in ('operations', 'sales')) or ("distribution_runs"."kind" = 'commission' and "distribution_runs"."source" is null))
);
--> statement-breakpoint
CREATE TABLE "distribution_sources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"operation_id" text,
	"sale_id" text,
	"amount" numeric(20, 2) NOT NULL,
	"distributed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_sources_one_source_check" CHECK (num_nonnulls("distribution_sources"."operation_id", "distribution_sources"."sale_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "mediator_percentages" (
	"id" text PRIMARY KEY NOT NULL,
	"mediator_id" text NOT NULL,
	"investor_id" text NOT NULL,
	"percentage" numeric(7, 4) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_profits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"individual_id" text NOT NULL,
	"subscriber_id" text,
	"run_id" text NOT NULL,
	"share" numeric(20, 2) NOT NULL,
	"currency" text NOT NULL,
	"profit_date" date NOT NULL,
	"distribution_type" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distribution_runs" ADD CONSTRAINT "distribution_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_sources" ADD CONSTRAINT "distribution_sources_run_id_distribution_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."distribution_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_sources" ADD CONSTRAINT "distribution_sources_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_sources" ADD CONSTRAINT "distribution_sources_sale_id_product_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."product_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediator_percentages" ADD CONSTRAINT "mediator_percentages_mediator_id_individuals_id_fk" FOREIGN KEY ("mediator_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediator_percentages" ADD CONSTRAINT "mediator_percentages_investor_id_subscribers_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_profits" ADD CONSTRAINT "monthly_profits_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_profits" ADD CONSTRAINT "monthly_profits_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_profits" ADD CONSTRAINT "monthly_profits_run_id_distribution_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."distribution_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_runs_investor_key" ON "distribution_runs" USING btree ("year","month","currency","source") WHERE "distribution_runs"."kind" = 'investor';--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_runs_commission_key" ON "distribution_runs" USING btree ("year","month","currency") WHERE "distribution_runs"."kind" = 'commission';--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_sources_operation_key" ON "distribution_sources" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_sources_sale_key" ON "distribution_sources" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "distribution_sources_run_idx" ON "distribution_sources" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mediator_percentages_pair_key" ON "mediator_percentages" USING btree ("mediator_id","investor_id");--> statement-breakpoint
CREATE INDEX "mediator_percentages_investor_idx" ON "mediator_percentages" USING btree ("investor_id");--> statement-breakpoint
CREATE INDEX "mediator_percentages_created_idx" ON "mediator_percentages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "monthly_profits_date_type_idx" ON "monthly_profits" USING btree ("profit_date","distribution_type");--> statement-breakpoint
CREATE INDEX "monthly_profits_individual_idx" ON "monthly_profits" USING btree ("individual_id");--> statement-breakpoint
CREATE INDEX "monthly_profits_run_idx" ON "monthly_profits" USING btree ("run_id");