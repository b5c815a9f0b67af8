CREATE TABLE "books_backfill" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"entries" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_backfill_one_row_check" CHECK ("books_backfill"."id" = 1)
);
