ALTER TABLE "profit_requests" DROP CONSTRAINT "profit_requests_monthly_profit_id_monthly_profits_id_fk";
--> statement-breakpoint
ALTER TABLE "profit_requests" ALTER COLUMN "monthly_profit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_requests" ADD COLUMN "profit_date" date;--> statement-breakpoint
ALTER TABLE "profit_requests" ADD COLUMN "amount" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "profit_requests" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "profit_requests" ADD COLUMN "distribution_type" text;--> statement-breakpoint
-- Existing requests take what their profit row says; every one has a row until now (the old foreign key held it).
UPDATE "profit_requests" r SET "profit_date" = p."profit_date", "amount" = p."share", "currency" = p."currency", "distribution_type" = p."distribution_type"
  FROM "monthly_profits" p WHERE p."id" = r."monthly_profit_id";--> statement-breakpoint
ALTER TABLE "profit_requests" ALTER COLUMN "profit_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_requests" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_requests" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_requests" ALTER COLUMN "distribution_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_requests" ADD CONSTRAINT "profit_requests_monthly_profit_id_monthly_profits_id_fk" FOREIGN KEY ("monthly_profit_id") REFERENCES "public"."monthly_profits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_requests" ADD CONSTRAINT "profit_requests_detached_rejected_check" CHECK ("profit_requests"."monthly_profit_id" is not null or "profit_requests"."status" = 'rejected');
