-- The library search: a trigram index over each asset's name and tags (assets.search_text), so a substring
-- match (ILIKE '%word%') is an index lookup, not a scan. pg_trgm is a trusted extension, so the database
-- owner may create it; PGlite loads it when it opens the database (db/pglite-options.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "assets_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- search_text is the name and each tag on a line of its own, control characters dropped, so a match always lies
-- inside the name or inside one tag. The database keeps it, whichever code path writes names or tags: a row
-- trigger writes it with the asset, and a change of tags rewrites the asset's row.
CREATE FUNCTION asset_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := regexp_replace(NEW.name, '[[:cntrl:]]', '', 'g') || coalesce(
    (SELECT string_agg(E'\n' || regexp_replace(t.tag, '[[:cntrl:]]', '', 'g'), '' ORDER BY t.tag)
     FROM asset_tags t WHERE t.asset_id = NEW.id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER assets_search_text BEFORE INSERT OR UPDATE ON assets
  FOR EACH ROW EXECUTE FUNCTION asset_search_text();--> statement-breakpoint
CREATE FUNCTION rewrite_asset_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assets SET search_text = '' WHERE id IN (SELECT asset_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER asset_tags_inserted_search AFTER INSERT ON asset_tags REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rewrite_asset_search_text();--> statement-breakpoint
CREATE TRIGGER asset_tags_deleted_search AFTER DELETE ON asset_tags REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rewrite_asset_search_text();--> statement-breakpoint
UPDATE "assets" SET "search_text" = '';--> statement-breakpoint
CREATE INDEX "assets_search_text_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- hotels.assets_version goes up with every statement that changes a hotel's assets or their tags, in the
-- same transaction, whichever code path writes them; cached library answers are keyed by it
-- (features/assets/library-cache.ts). Statement triggers with transition tables bump each hotel once per
-- statement, however many rows the statement touched.
CREATE FUNCTION bump_hotel_assets_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'assets' THEN
    UPDATE hotels SET assets_version = assets_version + 1
    WHERE id IN (SELECT hotel_id FROM changed_rows);
  ELSE
    UPDATE hotels SET assets_version = assets_version + 1
    WHERE id IN (SELECT a.hotel_id FROM assets a JOIN changed_rows c ON c.asset_id = a.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER assets_inserted AFTER INSERT ON assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_assets_version();--> statement-breakpoint
CREATE TRIGGER assets_updated AFTER UPDATE ON assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_assets_version();--> statement-breakpoint
CREATE TRIGGER assets_deleted AFTER DELETE ON assets REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_assets_version();--> statement-breakpoint
CREATE TRIGGER asset_tags_inserted AFTER INSERT ON asset_tags REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_assets_version();--> statement-breakpoint
CREATE TRIGGER asset_tags_deleted AFTER DELETE ON asset_tags REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_assets_version();
--> statement-breakpoint
-- Every change to a user's hotels or their locations (the assets version above included) is announced on
-- the channel hotel_changed with the user's id, after commit. The embedded database has one process, which
-- therefore learns of every change and may keep the hotels it has read (features/hotels/hotels-of-users.ts).
CREATE FUNCTION notify_hotel_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'hotels' THEN
    PERFORM pg_notify('hotel_changed', u.user_id) FROM (SELECT DISTINCT user_id FROM changed_rows) u;
  ELSE
    PERFORM pg_notify('hotel_changed', u.user_id)
    FROM (SELECT DISTINCT h.user_id FROM hotels h JOIN changed_rows c ON c.hotel_id = h.id) u;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotels_inserted_notice AFTER INSERT ON hotels REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hotel_changed();--> statement-breakpoint
CREATE TRIGGER hotels_updated_notice AFTER UPDATE ON hotels REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hotel_changed();--> statement-breakpoint
CREATE TRIGGER hotels_deleted_notice AFTER DELETE ON hotels REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hotel_changed();--> statement-breakpoint
CREATE TRIGGER hotel_locations_inserted_notice AFTER INSERT ON hotel_locations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hotel_changed();--> statement-breakpoint
CREATE TRIGGER hotel_locations_updated_notice AFTER UPDATE ON hotel_locations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hotel_changed();--> statement-breakpoint
CREATE TRIGGER hotel_locations_deleted_notice AFTER DELETE ON hotel_locations REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hotel_changed();
