-- The audit trail becomes a hash chain: each row stores the SHA-256 of its content and of the
-- previous row's hash, so editing or deleting a row breaks every link after it.
-- The canonical serialisation is jsonb's text output of a fixed array: jsonb keeps object keys in
-- one order (by length, then bytes) and one number format, whatever order the writer used, so the
-- same content always gives the same text on every PostgreSQL (PGlite included). The time is
-- rendered in UTC with microseconds, independent of the session's time zone.
CREATE FUNCTION "audit_row_hash"(
  "p_id" bigint, "p_at" timestamptz, "p_actor_id" text, "p_action" text, "p_entity" text, "p_entity_id" text,
  "p_before" jsonb, "p_after" jsonb, "p_client_address" text, "p_request_id" text, "p_prev_hash" text
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    "p_id"::text,
    to_char("p_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    "p_actor_id", "p_action", "p_entity", "p_entity_id", "p_before", "p_after",
    "p_client_address", "p_request_id", "p_prev_hash"
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- Rows written before the chain existed are chained here, in id order (the order they were written),
-- so the verifier checks the whole table from its first row.
DO $$
DECLARE
  "row" record;
  "previous" text := NULL;
BEGIN
  FOR "row" IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    UPDATE "audit_log" SET "prev_hash" = "previous",
      "hash" = audit_row_hash("row"."id", "row"."at", "row"."actor_id", "row"."action", "row"."entity", "row"."entity_id",
        "row"."before", "row"."after", "row"."client_address", "row"."request_id", "previous")
      WHERE "id" = "row"."id" RETURNING "hash" INTO "previous";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_prev_hash_idx" ON "audit_log" USING btree ("prev_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_hash_idx" ON "audit_log" USING btree ("hash");
