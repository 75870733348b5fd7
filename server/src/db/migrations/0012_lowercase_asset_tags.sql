-- Tags are stored in lower case, so 'Buffet' and 'buffet' are one tag: the library filters on exact tags and
-- lists each tag once. Spellings of one tag on one asset are merged (the first in byte order stays and is
-- lower-cased below).
DELETE FROM "asset_tags" AS "duplicate" USING "asset_tags" AS "kept"
  WHERE "kept"."asset_id" = "duplicate"."asset_id"
    AND lower("kept"."tag") = lower("duplicate"."tag")
    AND "kept"."tag" < "duplicate"."tag";--> statement-breakpoint
UPDATE "asset_tags" SET "tag" = lower("tag") WHERE "tag" <> lower("tag");--> statement-breakpoint
-- search_text (migration 0004) is rewritten when tags are inserted or deleted, not updated: rewrite it here.
UPDATE "assets" SET "search_text" = '' WHERE "id" IN (SELECT "asset_id" FROM "asset_tags");--> statement-breakpoint
-- Whichever code path writes a tag (upload, edit, AI analysis, import), the database stores it in lower case;
-- the code lower-cases and dedupes first, so two spellings in one write do not collide on the primary key.
CREATE FUNCTION lower_case_asset_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tag := lower(NEW.tag);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER asset_tags_lower_case BEFORE INSERT OR UPDATE ON asset_tags
  FOR EACH ROW EXECUTE FUNCTION lower_case_asset_tag();
