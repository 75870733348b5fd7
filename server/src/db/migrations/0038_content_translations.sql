CREATE TABLE "content_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"language" text NOT NULL,
	"content" text NOT NULL,
	"source_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_kind_check" CHECK ("content_translations"."kind" in ('roomName', 'areaText', 'templateName', 'templateDescription', 'photoCaption', 'photoAltText'))
);
--> statement-breakpoint
CREATE TABLE "translation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"languages" text[] NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"translated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "translation_runs_status_check" CHECK ("translation_runs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "alt_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_descriptions" ADD COLUMN "source_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_descriptions" ADD COLUMN "source_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_runs" ADD CONSTRAINT "translation_runs_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_subject_kind_language_idx" ON "content_translations" USING btree ("subject_id","kind","language");--> statement-breakpoint
CREATE INDEX "content_translations_hotel_id_language_idx" ON "content_translations" USING btree ("hotel_id","language");--> statement-breakpoint
CREATE INDEX "translation_runs_hotel_id_queued_at_idx" ON "translation_runs" USING btree ("hotel_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_runs_one_open_idx" ON "translation_runs" USING btree ("hotel_id") WHERE "translation_runs"."status" in ('queued', 'running');--> statement-breakpoint
-- Stale marks (issue 37, part 4). A translation is stale from the first change of its source after it was written
-- or checked: whichever code path writes the source (a save, an import, a rename, the language pass), these
-- triggers mark its translations in the same transaction, and only on a real change of the text. The primary
-- language's description is the source of the hotel's (or room's) descriptions in the other languages.
CREATE FUNCTION mark_hotel_description_translations_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language = (SELECT primary_language FROM hotels WHERE id = NEW.hotel_id) THEN
    UPDATE hotel_descriptions SET source_changed_at = now()
    WHERE hotel_id = NEW.hotel_id AND language <> NEW.language AND source_changed_at IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotel_descriptions_source_inserted AFTER INSERT ON hotel_descriptions
  FOR EACH ROW EXECUTE FUNCTION mark_hotel_description_translations_stale();--> statement-breakpoint
CREATE TRIGGER hotel_descriptions_source_updated AFTER UPDATE OF content, language ON hotel_descriptions
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION mark_hotel_description_translations_stale();--> statement-breakpoint
CREATE FUNCTION mark_room_description_translations_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language = (SELECT h.primary_language FROM rooms r JOIN hotels h ON h.id = r.hotel_id
                     WHERE r.id = NEW.room_id) THEN
    UPDATE room_descriptions SET source_changed_at = now()
    WHERE room_id = NEW.room_id AND language <> NEW.language AND source_changed_at IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER room_descriptions_source_inserted AFTER INSERT ON room_descriptions
  FOR EACH ROW EXECUTE FUNCTION mark_room_description_translations_stale();--> statement-breakpoint
CREATE TRIGGER room_descriptions_source_updated AFTER UPDATE OF content, language ON room_descriptions
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION mark_room_description_translations_stale();--> statement-breakpoint
-- The other texts' sources are columns of their subject's row; the trigger's argument is the kind of text.
CREATE FUNCTION mark_translations_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_translations SET source_changed_at = now()
  WHERE subject_id = NEW.id AND kind = TG_ARGV[0] AND source_changed_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER rooms_name_source_updated AFTER UPDATE OF name ON rooms
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION mark_translations_stale('roomName');--> statement-breakpoint
CREATE TRIGGER templates_name_source_updated AFTER UPDATE OF name ON templates
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION mark_translations_stale('templateName');--> statement-breakpoint
-- A template's description for guests is its offer text, content.description (templates.description is the
-- editor's internal 'Usage' note, which is not translated).
CREATE TRIGGER templates_description_source_updated AFTER UPDATE OF content ON templates
  FOR EACH ROW WHEN (OLD.content->>'description' IS DISTINCT FROM NEW.content->>'description')
  EXECUTE FUNCTION mark_translations_stale('templateDescription');--> statement-breakpoint
CREATE TRIGGER assets_caption_source_updated AFTER UPDATE OF caption ON assets
  FOR EACH ROW WHEN (OLD.caption IS DISTINCT FROM NEW.caption) EXECUTE FUNCTION mark_translations_stale('photoCaption');--> statement-breakpoint
CREATE TRIGGER assets_alt_text_source_updated AFTER UPDATE OF alt_text ON assets
  FOR EACH ROW WHEN (OLD.alt_text IS DISTINCT FROM NEW.alt_text) EXECUTE FUNCTION mark_translations_stale('photoAltText');--> statement-breakpoint
CREATE FUNCTION mark_area_translations_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_translations SET source_changed_at = now()
  WHERE subject_id = NEW.hotel_id AND kind = 'areaText' AND source_changed_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotel_area_info_source_inserted AFTER INSERT ON hotel_area_info
  FOR EACH ROW EXECUTE FUNCTION mark_area_translations_stale();--> statement-breakpoint
CREATE TRIGGER hotel_area_info_source_updated AFTER UPDATE OF text ON hotel_area_info
  FOR EACH ROW WHEN (OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION mark_area_translations_stale();--> statement-breakpoint
-- A room, template or photo removed for good takes its translations along (the subject may be any of the three
-- tables, so no foreign key can).
CREATE FUNCTION delete_subject_translations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM content_translations WHERE subject_id IN (SELECT id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER rooms_deleted_translations AFTER DELETE ON rooms REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delete_subject_translations();--> statement-breakpoint
CREATE TRIGGER templates_deleted_translations AFTER DELETE ON templates REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delete_subject_translations();--> statement-breakpoint
CREATE TRIGGER assets_deleted_translations AFTER DELETE ON assets REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delete_subject_translations();--> statement-breakpoint
-- A translation is content: it raises content_version (channel readiness, the content API, the preview), and the
-- version of what it belongs to, templates and photos, whose remembered lists are keyed by their own.
CREATE FUNCTION bump_hotel_translation_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels h SET
    content_version = h.content_version + 1,
    templates_version = h.templates_version + (CASE WHEN c.templates THEN 1 ELSE 0 END),
    assets_version = h.assets_version + (CASE WHEN c.photos THEN 1 ELSE 0 END)
  FROM (SELECT hotel_id,
               bool_or(kind IN ('templateName', 'templateDescription')) AS templates,
               bool_or(kind IN ('photoCaption', 'photoAltText')) AS photos
        FROM changed_rows GROUP BY hotel_id) c
  WHERE h.id = c.hotel_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_translations_inserted_version AFTER INSERT ON content_translations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_translation_versions();--> statement-breakpoint
CREATE TRIGGER content_translations_updated_version AFTER UPDATE ON content_translations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_translation_versions();--> statement-breakpoint
CREATE TRIGGER content_translations_deleted_version AFTER DELETE ON content_translations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_translation_versions();--> statement-breakpoint
-- Content webhooks (migration 0027): a translation changes what the content API shows of its kind, and a photo's
-- caption and alt text are part of the photo.
CREATE FUNCTION content_changed_translations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_content_change(ARRAY(SELECT DISTINCT hotel_id FROM changed_rows WHERE kind = 'roomName'),
                              ARRAY['rooms']);
  PERFORM note_content_change(ARRAY(SELECT DISTINCT hotel_id FROM changed_rows WHERE kind = 'areaText'),
                              ARRAY['descriptions']);
  PERFORM note_content_change(ARRAY(SELECT DISTINCT hotel_id FROM changed_rows
                                    WHERE kind IN ('photoCaption', 'photoAltText')), ARRAY['photos']);
  PERFORM note_content_change(ARRAY(SELECT DISTINCT hotel_id FROM changed_rows
                                    WHERE kind IN ('templateName', 'templateDescription')), ARRAY['templates']);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_translations_inserted_webhooks AFTER INSERT ON content_translations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_translations();--> statement-breakpoint
CREATE TRIGGER content_translations_updated_webhooks AFTER UPDATE ON content_translations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_translations();--> statement-breakpoint
CREATE TRIGGER content_translations_deleted_webhooks AFTER DELETE ON content_translations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_translations();--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_changed_assets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM note_content_change(ARRAY(
      SELECT DISTINCT n.hotel_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.category, n.storage_key, n.thumb_key, n.gallery_key, n.width, n.height, n.deleted_at,
             n.caption, n.alt_text)
            IS DISTINCT FROM
            (o.name, o.category, o.storage_key, o.thumb_key, o.gallery_key, o.width, o.height, o.deleted_at,
             o.caption, o.alt_text)
    ), ARRAY['photos']);
  ELSE
    PERFORM note_content_change(
      ARRAY(SELECT DISTINCT hotel_id FROM changed_rows WHERE deleted_at IS NULL), ARRAY['photos']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The area text is a text with translations now: its changes raise content_version like the descriptions', so the
-- texts remembered per version (features/translations) follow it.
CREATE OR REPLACE FUNCTION bump_hotel_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('rooms', 'property_assets', 'hotel_features', 'hotel_descriptions', 'hotel_policies',
                       'hotel_locations', 'hotel_area_info') THEN
    UPDATE hotels SET content_version = content_version + 1
    WHERE id IN (SELECT hotel_id FROM changed_rows);
  ELSE
    -- room_assets, room_features, room_descriptions: the hotel of the room (a room deleted in the same statement
    -- has bumped it).
    UPDATE hotels SET content_version = content_version + 1
    WHERE id IN (SELECT r.hotel_id FROM rooms r JOIN changed_rows c ON c.room_id = r.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotel_area_info_inserted_content AFTER INSERT ON hotel_area_info REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_area_info_updated_content AFTER UPDATE ON hotel_area_info REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();
