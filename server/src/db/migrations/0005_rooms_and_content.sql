CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'standard room' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_area_info" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_subcategories" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" text PRIMARY KEY NOT NULL,
	"subcategory_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_features" (
	"hotel_id" uuid NOT NULL,
	"feature_id" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hotel_features_hotel_id_feature_id_pk" PRIMARY KEY("hotel_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "room_features" (
	"room_id" uuid NOT NULL,
	"feature_id" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "room_features_room_id_feature_id_pk" PRIMARY KEY("room_id","feature_id")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_assets" ADD CONSTRAINT "property_assets_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_assets" ADD CONSTRAINT "property_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assets" ADD CONSTRAINT "room_assets_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assets" ADD CONSTRAINT "room_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_descriptions" ADD CONSTRAINT "hotel_descriptions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_descriptions" ADD CONSTRAINT "room_descriptions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_area_info" ADD CONSTRAINT "hotel_area_info_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_subcategories" ADD CONSTRAINT "feature_subcategories_category_id_feature_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feature_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_subcategory_id_feature_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."feature_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_features" ADD CONSTRAINT "hotel_features_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_features" ADD CONSTRAINT "hotel_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_features" ADD CONSTRAINT "room_features_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_features" ADD CONSTRAINT "room_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rooms_hotel_id_created_at_idx" ON "rooms" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_assets_hotel_id_asset_id_idx" ON "property_assets" USING btree ("hotel_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_assets_hotel_id_display_order_idx" ON "property_assets" USING btree ("hotel_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "property_assets_one_cover_idx" ON "property_assets" USING btree ("hotel_id") WHERE "property_assets"."is_cover";--> statement-breakpoint
CREATE INDEX "property_assets_asset_id_idx" ON "property_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_assets_room_id_asset_id_idx" ON "room_assets" USING btree ("room_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_assets_room_id_display_order_idx" ON "room_assets" USING btree ("room_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "room_assets_one_cover_idx" ON "room_assets" USING btree ("room_id") WHERE "room_assets"."is_cover";--> statement-breakpoint
CREATE INDEX "room_assets_asset_id_idx" ON "room_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_descriptions_hotel_id_language_idx" ON "hotel_descriptions" USING btree ("hotel_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "room_descriptions_room_id_language_idx" ON "room_descriptions" USING btree ("room_id","language");--> statement-breakpoint
CREATE INDEX "feature_subcategories_category_id_idx" ON "feature_subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "features_subcategory_id_idx" ON "features" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "hotel_features_feature_id_idx" ON "hotel_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "room_features_feature_id_idx" ON "room_features" USING btree ("feature_id");--> statement-breakpoint
-- hotels.content_version goes up with every statement that changes a hotel's rooms, gallery links or feature
-- switches, in the same transaction, whichever code path writes them; remembered room lists, galleries and
-- feature lists are keyed by it (with assets_version, for the images they show). Raising it also announces the
-- change on hotel_changed (migration 0004), so the embedded database's remembered hotels stay current.
-- Descriptions and the area text are read fresh each time and need no trigger.
CREATE FUNCTION bump_hotel_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('rooms', 'property_assets', 'hotel_features') THEN
    UPDATE hotels SET content_version = content_version + 1
    WHERE id IN (SELECT hotel_id FROM changed_rows);
  ELSE
    -- room_assets, room_features: the hotel of the room (a room deleted in the same statement has bumped it).
    UPDATE hotels SET content_version = content_version + 1
    WHERE id IN (SELECT r.hotel_id FROM rooms r JOIN changed_rows c ON c.room_id = r.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER rooms_inserted_content AFTER INSERT ON rooms REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER rooms_updated_content AFTER UPDATE ON rooms REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER rooms_deleted_content AFTER DELETE ON rooms REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER property_assets_inserted_content AFTER INSERT ON property_assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER property_assets_updated_content AFTER UPDATE ON property_assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER property_assets_deleted_content AFTER DELETE ON property_assets REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_assets_inserted_content AFTER INSERT ON room_assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_assets_updated_content AFTER UPDATE ON room_assets REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_assets_deleted_content AFTER DELETE ON room_assets REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_features_inserted_content AFTER INSERT ON hotel_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_features_updated_content AFTER UPDATE ON hotel_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_features_deleted_content AFTER DELETE ON hotel_features REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_features_inserted_content AFTER INSERT ON room_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_features_updated_content AFTER UPDATE ON room_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER room_features_deleted_content AFTER DELETE ON room_features REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();
