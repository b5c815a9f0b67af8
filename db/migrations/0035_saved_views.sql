CREATE TABLE "saved_views" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"view" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_owner_list_name" UNIQUE NULLS NOT DISTINCT("owner_id","list","name"),
	CONSTRAINT "saved_views_name_length" CHECK (char_length("saved_views"."name") between 1 and 60),
	CONSTRAINT "saved_views_view_object" CHECK (jsonb_typeof("saved_views"."view") = 'object' and octet_length("saved_views"."view"::text) <= 16000)
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;