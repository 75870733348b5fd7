CREATE TABLE "content_changes" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"hotel_id" uuid,
	"attempt" integer NOT NULL,
	"delivered" boolean NOT NULL,
	"http_status" integer,
	"error" text,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_webhook_deliveries_event_type_check" CHECK ("content_webhook_deliveries"."event_type" in ('content.changed', 'ping'))
);
--> statement-breakpoint
CREATE TABLE "content_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"kinds" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_id" uuid NOT NULL,
	"url" text NOT NULL,
	"sealed_secret" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_webhooks_key_id_unique" UNIQUE("key_id")
);
--> statement-breakpoint
ALTER TABLE "content_changes" ADD CONSTRAINT "content_changes_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_webhook_deliveries" ADD CONSTRAINT "content_webhook_deliveries_webhook_id_content_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."content_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_webhook_deliveries" ADD CONSTRAINT "content_webhook_deliveries_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_webhook_events" ADD CONSTRAINT "content_webhook_events_webhook_id_content_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."content_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_webhook_events" ADD CONSTRAINT "content_webhook_events_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_webhooks" ADD CONSTRAINT "content_webhooks_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_changes_due_at_idx" ON "content_changes" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "content_webhook_deliveries_webhook_id_attempted_at_idx" ON "content_webhook_deliveries" USING btree ("webhook_id","attempted_at");--> statement-breakpoint
CREATE INDEX "content_webhook_deliveries_hotel_id_idx" ON "content_webhook_deliveries" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "content_webhook_events_next_attempt_at_idx" ON "content_webhook_events" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "content_webhook_events_webhook_id_idx" ON "content_webhook_events" USING btree ("webhook_id");--> statement-breakpoint
CREATE INDEX "content_webhook_events_hotel_id_idx" ON "content_webhook_events" USING btree ("hotel_id");--> statement-breakpoint
-- Content webhooks (issue 34, point 5): the database itself records what content changed, whichever code path
-- wrote it (uploads, imports, edits, the trash and its restores, AI generation), in the same transaction. One
-- pending row per hotel, due a minute after its first change: later changes within that minute merge their kinds
-- into it, so a hotel's webhooks get at most one event a minute. Only hotels some webhook covers are recorded,
-- so the rest of the product pays one index lookup per statement. A hotel deleted in the same statement (its
-- rows going by cascade) is no longer visible here and records nothing.
CREATE FUNCTION note_content_change(changed_hotels uuid[], changed_kinds text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_changes AS pending (hotel_id, kinds, due_at)
  SELECT h.id, changed_kinds, clock_timestamp() + interval '1 minute'
  FROM hotels h
  WHERE h.id = ANY (changed_hotels)
    AND EXISTS (SELECT 1 FROM api_key_hotels k JOIN content_webhooks w ON w.key_id = k.key_id
                WHERE k.hotel_id = h.id)
  ON CONFLICT (hotel_id) DO UPDATE
    SET kinds = ARRAY(SELECT DISTINCT kind FROM unnest(pending.kinds || excluded.kinds) AS kind ORDER BY kind)
    WHERE NOT (excluded.kinds <@ pending.kinds);
END
$$;--> statement-breakpoint
-- Tables with a hotel_id; the trigger's arguments are the kinds a change of the table means.
CREATE FUNCTION content_changed_by_hotel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_content_change(ARRAY(SELECT DISTINCT hotel_id FROM changed_rows), TG_ARGV::text[]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Tables under a room: the room's hotel (a room deleted in the same statement has recorded its own change).
CREATE FUNCTION content_changed_by_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_content_change(
    ARRAY(SELECT DISTINCT r.hotel_id FROM rooms r JOIN changed_rows c ON c.room_id = r.id), TG_ARGV::text[]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Photos: a new or removed photo, and an edit of what the content API shows of one (its name, category, files,
-- size, trash state); the library's own bookkeeping (search text, AI fallback, metadata and facts checks) is not
-- a change. A photo removed for good from the trash was already gone from the content.
CREATE FUNCTION content_changed_assets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM note_content_change(ARRAY(
      SELECT DISTINCT n.hotel_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.category, n.storage_key, n.thumb_key, n.gallery_key, n.width, n.height, n.deleted_at)
            IS DISTINCT FROM
            (o.name, o.category, o.storage_key, o.thumb_key, o.gallery_key, o.width, o.height, o.deleted_at)
    ), ARRAY['photos']);
  ELSE
    PERFORM note_content_change(
      ARRAY(SELECT DISTINCT hotel_id FROM changed_rows WHERE deleted_at IS NULL), ARRAY['photos']);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Templates: only published ones leave through the API, so a change counts when the template was or is published
-- and not in the trash (publishing, unpublishing, trashing and restoring one included).
CREATE FUNCTION content_changed_templates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM note_content_change(ARRAY(
      SELECT DISTINCT n.hotel_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.is_published AND n.deleted_at IS NULL) OR (o.is_published AND o.deleted_at IS NULL)
    ), ARRAY['templates']);
  ELSE
    PERFORM note_content_change(ARRAY(
      SELECT DISTINCT hotel_id FROM changed_rows WHERE is_published AND deleted_at IS NULL
    ), ARRAY['templates']);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION content_changed_template_images() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_content_change(ARRAY(
    SELECT DISTINCT t.hotel_id FROM templates t JOIN changed_rows c ON c.template_id = t.id
    WHERE t.is_published AND t.deleted_at IS NULL
  ), ARRAY['templates']);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The hotel's own facts (name, website, phone, reservations e-mail, stars) are part of its descriptive content;
-- a row trigger with a condition, so the version counters' own updates of the hotel row cost nothing here.
CREATE FUNCTION content_changed_hotel_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_content_change(ARRAY[NEW.id], ARRAY['descriptions']);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotels_facts_webhooks AFTER UPDATE ON hotels FOR EACH ROW
  WHEN (NEW.name IS DISTINCT FROM OLD.name OR NEW.website IS DISTINCT FROM OLD.website
        OR NEW.phone IS DISTINCT FROM OLD.phone OR NEW.reservations_email IS DISTINCT FROM OLD.reservations_email
        OR NEW.star_rating IS DISTINCT FROM OLD.star_rating)
  EXECUTE FUNCTION content_changed_hotel_facts();--> statement-breakpoint
CREATE TRIGGER assets_inserted_webhooks AFTER INSERT ON assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_assets();--> statement-breakpoint
CREATE TRIGGER assets_updated_webhooks AFTER UPDATE ON assets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_assets();--> statement-breakpoint
CREATE TRIGGER assets_deleted_webhooks AFTER DELETE ON assets REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_assets();--> statement-breakpoint
CREATE TRIGGER property_assets_inserted_webhooks AFTER INSERT ON property_assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('photos');--> statement-breakpoint
CREATE TRIGGER property_assets_updated_webhooks AFTER UPDATE ON property_assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('photos');--> statement-breakpoint
CREATE TRIGGER property_assets_deleted_webhooks AFTER DELETE ON property_assets REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('photos');--> statement-breakpoint
CREATE TRIGGER rooms_inserted_webhooks AFTER INSERT ON rooms REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('rooms');--> statement-breakpoint
CREATE TRIGGER rooms_updated_webhooks AFTER UPDATE ON rooms REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('rooms');--> statement-breakpoint
CREATE TRIGGER rooms_deleted_webhooks AFTER DELETE ON rooms REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('rooms');--> statement-breakpoint
CREATE TRIGGER room_assets_inserted_webhooks AFTER INSERT ON room_assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('rooms');--> statement-breakpoint
CREATE TRIGGER room_assets_updated_webhooks AFTER UPDATE ON room_assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('rooms');--> statement-breakpoint
CREATE TRIGGER room_assets_deleted_webhooks AFTER DELETE ON room_assets REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('rooms');--> statement-breakpoint
CREATE TRIGGER room_features_inserted_webhooks AFTER INSERT ON room_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('rooms');--> statement-breakpoint
CREATE TRIGGER room_features_updated_webhooks AFTER UPDATE ON room_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('rooms');--> statement-breakpoint
CREATE TRIGGER room_features_deleted_webhooks AFTER DELETE ON room_features REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('rooms');--> statement-breakpoint
CREATE TRIGGER room_descriptions_inserted_webhooks AFTER INSERT ON room_descriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('descriptions', 'rooms');--> statement-breakpoint
CREATE TRIGGER room_descriptions_updated_webhooks AFTER UPDATE ON room_descriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('descriptions', 'rooms');--> statement-breakpoint
CREATE TRIGGER room_descriptions_deleted_webhooks AFTER DELETE ON room_descriptions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_room('descriptions', 'rooms');--> statement-breakpoint
CREATE TRIGGER hotel_descriptions_inserted_webhooks AFTER INSERT ON hotel_descriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_descriptions_updated_webhooks AFTER UPDATE ON hotel_descriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_descriptions_deleted_webhooks AFTER DELETE ON hotel_descriptions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_area_info_inserted_webhooks AFTER INSERT ON hotel_area_info REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_area_info_updated_webhooks AFTER UPDATE ON hotel_area_info REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_area_info_deleted_webhooks AFTER DELETE ON hotel_area_info REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_locations_inserted_webhooks AFTER INSERT ON hotel_locations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_locations_updated_webhooks AFTER UPDATE ON hotel_locations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_locations_deleted_webhooks AFTER DELETE ON hotel_locations REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('descriptions');--> statement-breakpoint
CREATE TRIGGER hotel_features_inserted_webhooks AFTER INSERT ON hotel_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('facilities');--> statement-breakpoint
CREATE TRIGGER hotel_features_updated_webhooks AFTER UPDATE ON hotel_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('facilities');--> statement-breakpoint
CREATE TRIGGER hotel_features_deleted_webhooks AFTER DELETE ON hotel_features REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('facilities');--> statement-breakpoint
CREATE TRIGGER hotel_policies_inserted_webhooks AFTER INSERT ON hotel_policies REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('facilities');--> statement-breakpoint
CREATE TRIGGER hotel_policies_updated_webhooks AFTER UPDATE ON hotel_policies REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('facilities');--> statement-breakpoint
CREATE TRIGGER hotel_policies_deleted_webhooks AFTER DELETE ON hotel_policies REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_hotel('facilities');--> statement-breakpoint
CREATE TRIGGER templates_inserted_webhooks AFTER INSERT ON templates REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_templates();--> statement-breakpoint
CREATE TRIGGER templates_updated_webhooks AFTER UPDATE ON templates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_templates();--> statement-breakpoint
CREATE TRIGGER templates_deleted_webhooks AFTER DELETE ON templates REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_templates();--> statement-breakpoint
CREATE TRIGGER template_images_inserted_webhooks AFTER INSERT ON template_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_template_images();--> statement-breakpoint
CREATE TRIGGER template_images_updated_webhooks AFTER UPDATE ON template_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_template_images();--> statement-breakpoint
CREATE TRIGGER template_images_deleted_webhooks AFTER DELETE ON template_images REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed_template_images();
