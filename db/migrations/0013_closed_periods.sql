CREATE TABLE "periods" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"reopened_by" text,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	CONSTRAINT "periods_pkey" PRIMARY KEY("year","month","currency"),
	CONSTRAINT "periods_status_check" CHECK ("periods"."status" in ('open', 'closed')),
	CONSTRAINT "periods_month_check" CHECK ("periods"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;