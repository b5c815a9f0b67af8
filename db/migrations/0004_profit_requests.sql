CREATE TABLE "profit_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"monthly_profit_id" bigint NOT NULL,
	"requester_user_id" text NOT NULL,
	"individual_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "profit_requests_status_check" CHECK ("profit_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "profit_requests" ADD CONSTRAINT "profit_requests_monthly_profit_id_monthly_profits_id_fk" FOREIGN KEY ("monthly_profit_id") REFERENCES "public"."monthly_profits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_requests" ADD CONSTRAINT "profit_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_requests" ADD CONSTRAINT "profit_requests_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_requests" ADD CONSTRAINT "profit_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profit_requests_one_pending_key" ON "profit_requests" USING btree ("monthly_profit_id") WHERE "profit_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profit_requests_status_requested_idx" ON "profit_requests" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "profit_requests_individual_idx" ON "profit_requests" USING btree ("individual_id");