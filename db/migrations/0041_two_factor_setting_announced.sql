-- The company's "second factor required" setting comes with the session on every request
-- (db/queries/session-lookup.ts), so the embedded database's kept session reads must be forgotten
-- when the settings row changes too: the same notice as a change to a user or a session (0007).
CREATE TRIGGER "company_settings_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
