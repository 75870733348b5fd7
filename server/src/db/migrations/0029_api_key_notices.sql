-- The /api/v1 door keeps the keys it has read on the embedded database (features/api-keys/remembered-keys.ts), so
-- a request with a known key costs no query there. Every change to a key (created, revoked, its expiry, its last
-- use) or to the hotels it may read (a hotel deleted takes its rows along) is announced on api_key_changed with
-- the key's hash, after commit, and the door forgets what it kept for that key: a revocation counts at the next
-- request, as when the key was read anew each time. PostgreSQL serves several processes and is read each time.
CREATE FUNCTION notify_api_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'api_keys' THEN
    PERFORM pg_notify('api_key_changed', k.key_hash) FROM (SELECT DISTINCT key_hash FROM changed_rows) k;
  ELSE
    PERFORM pg_notify('api_key_changed', k.key_hash)
    FROM (SELECT DISTINCT a.key_hash FROM api_keys a JOIN changed_rows c ON c.key_id = a.id) k;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER api_keys_inserted_notice AFTER INSERT ON api_keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_api_key_changed();--> statement-breakpoint
CREATE TRIGGER api_keys_updated_notice AFTER UPDATE ON api_keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_api_key_changed();--> statement-breakpoint
CREATE TRIGGER api_keys_deleted_notice AFTER DELETE ON api_keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_api_key_changed();--> statement-breakpoint
CREATE TRIGGER api_key_hotels_inserted_notice AFTER INSERT ON api_key_hotels REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_api_key_changed();--> statement-breakpoint
CREATE TRIGGER api_key_hotels_deleted_notice AFTER DELETE ON api_key_hotels REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_api_key_changed();
