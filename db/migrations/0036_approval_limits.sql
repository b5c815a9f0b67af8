CREATE TABLE "approval_limits" (
	"action" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_limits_action_currency_pk" PRIMARY KEY("action","currency"),
	CONSTRAINT "approval_limits_action_check" CHECK ("approval_limits"."action" in ('capital-credit', 'capital-debit', 'update-balance', 'operation-complete', 'sale-sell', 'profit-request-approve', 'withdrawal', 'correction')),
	CONSTRAINT "approval_limits_amount_check" CHECK ("approval_limits"."amount_minor" is null or "approval_limits"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "money_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"result_ref" text,
	CONSTRAINT "money_proposals_action_check" CHECK ("money_proposals"."action" in ('capital-credit', 'capital-debit', 'update-balance', 'operation-complete', 'sale-sell', 'profit-request-approve', 'withdrawal', 'correction')),
	CONSTRAINT "money_proposals_status_check" CHECK ("money_proposals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "approval_limits" ADD CONSTRAINT "approval_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_proposals" ADD CONSTRAINT "money_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_proposals" ADD CONSTRAINT "money_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_proposals_status_idx" ON "money_proposals" USING btree ("status","proposed_at");