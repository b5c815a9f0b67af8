CREATE TABLE "alert_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text,
	"pending_approvals" boolean DEFAULT false NOT NULL,
	"failed_jobs" boolean DEFAULT false NOT NULL,
	"audit_chain" boolean DEFAULT false NOT NULL,
	"waiting_hours" integer DEFAULT 24 NOT NULL,
	"recipient_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_waiting_check" CHECK ("alert_settings"."waiting_hours" between 1 and 8760)
);
--> statement-breakpoint
CREATE TABLE "scheduled_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"report" text NOT NULL,
	"filters" jsonb NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"recipient_ids" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"weekday" integer,
	"month_day" integer,
	"hour" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_reports_frequency_check" CHECK ("scheduled_reports"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "scheduled_reports_format_check" CHECK ("scheduled_reports"."format" in ('pdf', 'xlsx', 'csv')),
	CONSTRAINT "scheduled_reports_hour_check" CHECK ("scheduled_reports"."hour" between 0 and 23),
	CONSTRAINT "scheduled_reports_rhythm_check" CHECK (("scheduled_reports"."frequency" <> 'weekly' or "scheduled_reports"."weekday" between 1 and 7) and ("scheduled_reports"."frequency" <> 'monthly' or "scheduled_reports"."month_day" between 1 and 31))
);
--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;