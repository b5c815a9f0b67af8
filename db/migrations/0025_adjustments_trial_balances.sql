CREATE TABLE "profit_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"corrected_row_id" bigint NOT NULL,
	"individual_id" text NOT NULL,
	"subscriber_id" text,
	"distribution_type" text NOT NULL,
	"currency" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"profit_date" date NOT NULL,
	"difference" numeric(20, 2) NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" text NOT NULL,
	"approved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profit_adjustments_type_check" CHECK ("profit_adjustments"."distribution_type" in ('profit', 'commission')),
	CONSTRAINT "profit_adjustments_difference_check" CHECK ("profit_adjustments"."difference" <> 0)
);
--> statement-breakpoint
CREATE TABLE "period_trial_balances" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"currency" text NOT NULL,
	"account_code" text NOT NULL,
	"debit" numeric(20, 2) NOT NULL,
	"credit" numeric(20, 2) NOT NULL,
	CONSTRAINT "period_trial_balances_pkey" PRIMARY KEY("year","month","currency","account_code"),
	CONSTRAINT "period_trial_balances_one_side_check" CHECK ("period_trial_balances"."debit" >= 0 and "period_trial_balances"."credit" >= 0 and ("period_trial_balances"."debit" = 0 or "period_trial_balances"."credit" = 0))
);
--> statement-breakpoint
ALTER TABLE "distribution_proposals" DROP CONSTRAINT "distribution_proposals_kind_check";--> statement-breakpoint
DROP INDEX "distribution_proposals_pending_key";--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "trial_balance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profit_adjustments" ADD CONSTRAINT "profit_adjustments_corrected_row_id_monthly_profits_id_fk" FOREIGN KEY ("corrected_row_id") REFERENCES "public"."monthly_profits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_adjustments" ADD CONSTRAINT "profit_adjustments_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_adjustments" ADD CONSTRAINT "profit_adjustments_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_adjustments" ADD CONSTRAINT "profit_adjustments_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_adjustments" ADD CONSTRAINT "profit_adjustments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_trial_balances" ADD CONSTRAINT "period_trial_balances_account_code_gl_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."gl_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_trial_balances" ADD CONSTRAINT "period_trial_balances_period_fk" FOREIGN KEY ("year","month","currency") REFERENCES "public"."periods"("year","month","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profit_adjustments_corrected_idx" ON "profit_adjustments" USING btree ("corrected_row_id");--> statement-breakpoint
CREATE INDEX "profit_adjustments_individual_idx" ON "profit_adjustments" USING btree ("individual_id","profit_date");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_proposals_pending_adjustment_key" ON "distribution_proposals" USING btree (("request"->>'rowId')) WHERE "distribution_proposals"."status" = 'pending' and "distribution_proposals"."kind" = 'adjustment';--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_proposals_pending_key" ON "distribution_proposals" USING btree ("kind","year","month","currency",coalesce("source", '')) WHERE "distribution_proposals"."status" = 'pending' and "distribution_proposals"."kind" <> 'adjustment';--> statement-breakpoint
ALTER TABLE "distribution_proposals" ADD CONSTRAINT "distribution_proposals_kind_check" CHECK ("distribution_proposals"."kind" in ('investor', 'commission', 'reset', 'adjustment'));