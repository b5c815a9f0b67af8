CREATE TABLE "document_parts" (
	"document_id" text NOT NULL,
	"part_no" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_parts_document_id_part_no_pk" PRIMARY KEY("document_id","part_no")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"individual_id" text,
	"balance_transaction_id" bigint,
	"operation_id" text,
	"doc_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_owner_check" CHECK (("documents"."owner_kind" = 'individual' and "documents"."individual_id" is not null and "documents"."balance_transaction_id" is null and "documents"."operation_id" is null)
        or ("documents"."owner_kind" = 'capital-entry' and "documents"."individual_id" is null and "documents"."balance_transaction_id" is not null and "documents"."operation_id" is null)
        or ("documents"."owner_kind" = 'operation' and "documents"."individual_id" is null and "documents"."balance_transaction_id" is null and "documents"."operation_id" is not null)),
	CONSTRAINT "documents_type_check" CHECK ("documents"."doc_type" in ('identity-card', 'passport', 'proof-of-address', 'receipt', 'other')),
	CONSTRAINT "documents_content_type_check" CHECK ("documents"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "documents_dates_check" CHECK ("documents"."expires_on" is null or "documents"."issued_on" is null or "documents"."expires_on" >= "documents"."issued_on"),
	CONSTRAINT "documents_bytes_check" CHECK ("documents"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "document_parts" ADD CONSTRAINT "document_parts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_balance_transaction_id_balance_transactions_id_fk" FOREIGN KEY ("balance_transaction_id") REFERENCES "public"."balance_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_individual_idx" ON "documents" USING btree ("individual_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_balance_transaction_idx" ON "documents" USING btree ("balance_transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_operation_idx" ON "documents" USING btree ("operation_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_identity_expiry_idx" ON "documents" USING btree ("expires_on") WHERE "documents"."doc_type" in ('identity-card', 'passport');