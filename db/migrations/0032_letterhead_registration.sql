ALTER TABLE "pdf_settings" ADD COLUMN "trade_register" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_settings" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;