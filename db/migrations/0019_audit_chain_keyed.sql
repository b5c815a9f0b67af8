-- The audit chain becomes keyed (docs/architecture.md §9): each row's hash is an HMAC-SHA256
-- computed by the server with a key kept outside the database, so whoever can write the table can no
-- longer re-hash a changed row and every later one. The database only gives the canonical text of a
-- row's content (the same jsonb serialisation as audit_row_hash, without the previous hash, which
-- the server puts before it). audit_row_hash stays: it checks rows chained before the key existed,
-- once, when the server first starts with a key and re-keys them.
CREATE FUNCTION "audit_row_content"(
  "p_id" bigint, "p_at" timestamptz, "p_actor_id" text, "p_action" text, "p_entity" text, "p_entity_id" text,
  "p_before" jsonb, "p_after" jsonb, "p_client_address" text, "p_request_id" text
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    "p_id"::text,
    to_char("p_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    "p_actor_id", "p_action", "p_entity", "p_entity_id", "p_before", "p_after",
    "p_client_address", "p_request_id"
  )::text
$$;--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "audit_head" text;
