CREATE TABLE "distribution_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"currency" text NOT NULL,
	"request" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "distribution_proposals_kind_check" CHECK ("distribution_proposals"."kind" in ('investor', 'commission', 'reset')),
	CONSTRAINT "distribution_proposals_status_check" CHECK ("distribution_proposals"."status" in ('pending', 'approved', 'rejected', 'stale'))
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "distributions_need_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "distribution_proposals" ADD CONSTRAINT "distribution_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_proposals" ADD CONSTRAINT "distribution_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_proposals_pending_key" ON "distribution_proposals" USING btree ("kind","year","month","currency",coalesce("source", '')) WHERE "distribution_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "distribution_proposals_status_idx" ON "distribution_proposals" USING btree ("status","proposed_at");