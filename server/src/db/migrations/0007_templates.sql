CREATE TABLE "template_images" (
	"template_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "template_images_template_id_asset_id_pk" PRIMARY KEY("template_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "template_tags" (
	"template_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "template_tags_template_id_tag_pk" PRIMARY KEY("template_id","tag")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'event' NOT NULL,
	"content" jsonb DEFAULT '{"description":""}'::jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_category_check" CHECK ("templates"."category" IN ('event', 'seasonal', 'audience', 'default')),
	CONSTRAINT "templates_dates_check" CHECK ("templates"."start_date" IS NULL OR "templates"."end_date" IS NULL OR "templates"."end_date" >= "templates"."start_date")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "templates_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "template_images" ADD CONSTRAINT "template_images_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_images" ADD CONSTRAINT "template_images_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_tags" ADD CONSTRAINT "template_tags_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_images_asset_id_idx" ON "template_images" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "templates_hotel_id_created_at_idx" ON "templates" USING btree ("hotel_id","created_at");--> statement-breakpoint
-- hotels.templates_version goes up with every statement that changes a hotel's templates, their tags or their
-- images (an asset deleted from the library removes its template links by cascade, and so raises it too), in
-- the same transaction; remembered template lists, calendar data and public previews are keyed by it. Raising
-- it also announces the change on hotel_changed (migration 0004).
CREATE FUNCTION bump_hotel_templates_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'templates' THEN
    UPDATE hotels SET templates_version = templates_version + 1
    WHERE id IN (SELECT hotel_id FROM changed_rows);
  ELSE
    -- template_tags, template_images: the hotel of the template (a template deleted in the same statement has
    -- bumped it already).
    UPDATE hotels SET templates_version = templates_version + 1
    WHERE id IN (SELECT t.hotel_id FROM templates t JOIN changed_rows c ON c.template_id = t.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER templates_inserted_version AFTER INSERT ON templates REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_templates_version();--> statement-breakpoint
CREATE TRIGGER templates_updated_version AFTER UPDATE ON templates REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_templates_version();--> statement-breakpoint
CREATE TRIGGER templates_deleted_version AFTER DELETE ON templates REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_templates_version();--> statement-breakpoint
CREATE TRIGGER template_tags_inserted_version AFTER INSERT ON template_tags REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_templates_version();--> statement-breakpoint
CREATE TRIGGER template_tags_deleted_version AFTER DELETE ON template_tags REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_templates_version();--> statement-breakpoint
CREATE TRIGGER template_images_inserted_version AFTER INSERT ON template_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_templates_version();--> statement-breakpoint
CREATE TRIGGER template_images_updated_version AFTER UPDATE ON template_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_templates_version();--> statement-breakpoint
CREATE TRIGGER template_images_deleted_version AFTER DELETE ON template_images REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_templates_version();
--> statement-breakpoint
-- Descriptions now raise hotels.content_version too: the public preview of a template shows the hotel's and the
-- rooms' descriptions and is remembered by that version (features/templates/public-preview.ts).
CREATE OR REPLACE FUNCTION bump_hotel_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('rooms', 'property_assets', 'hotel_features', 'hotel_descriptions') THEN
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
CREATE TRIGGER hotel_descriptions_inserted_content AFTER INSERT ON hotel_descriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_descriptions_updated_content AFTER UPDATE ON hotel_descriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_descriptions_deleted_content AFTER DELETE ON hotel_descriptions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_descriptions_inserted_content AFTER INSERT ON room_descriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_descriptions_updated_content AFTER UPDATE ON room_descriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_descriptions_deleted_content AFTER DELETE ON room_descriptions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();
