CREATE TABLE "description_language_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_description_id" uuid,
	"room_description_id" uuid,
	"detected_language" text,
	"outcome" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "description_language_checks_one_description" CHECK (num_nonnulls("description_language_checks"."hotel_description_id", "description_language_checks"."room_description_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "primary_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "content_languages" text[] DEFAULT '{"en"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "description_language_checks" ADD CONSTRAINT "description_language_checks_hotel_description_id_hotel_descriptions_id_fk" FOREIGN KEY ("hotel_description_id") REFERENCES "public"."hotel_descriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "description_language_checks" ADD CONSTRAINT "description_language_checks_room_description_id_room_descriptions_id_fk" FOREIGN KEY ("room_description_id") REFERENCES "public"."room_descriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "description_language_checks_hotel_description_idx" ON "description_language_checks" USING btree ("hotel_description_id");--> statement-breakpoint
CREATE UNIQUE INDEX "description_language_checks_room_description_idx" ON "description_language_checks" USING btree ("room_description_id");--> statement-breakpoint
CREATE INDEX "description_language_checks_pending_idx" ON "description_language_checks" USING btree ("id") WHERE "description_language_checks"."checked_at" is null;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_primary_language_served" CHECK ("hotels"."primary_language" = any("hotels"."content_languages"));--> statement-breakpoint
-- Hotels made before content languages: the primary language their location's country gives (German in DE, AT,
-- CH and LI, Italian in IT; English, the column's default, elsewhere), served alone. No trigger takes this for a
-- content change (the content version and webhook triggers look at other columns).
UPDATE "hotels" SET "primary_language" = "defaults"."language", "content_languages" = ARRAY["defaults"."language"]
FROM (
  SELECT DISTINCT ON ("hotel_id") "hotel_id",
    CASE WHEN upper("country_code") IN ('DE', 'AT', 'CH', 'LI') THEN 'de' WHEN upper("country_code") = 'IT' THEN 'it' END AS "language"
  FROM "hotel_locations" ORDER BY "hotel_id", "created_at"
) AS "defaults"
WHERE "defaults"."hotel_id" = "hotels"."id" AND "defaults"."language" IS NOT NULL;--> statement-breakpoint
-- Every description stored so far was stored as 'en' whatever it was written in: the language pass checks each once.
INSERT INTO "description_language_checks" ("hotel_description_id") SELECT "id" FROM "hotel_descriptions";--> statement-breakpoint
INSERT INTO "description_language_checks" ("room_description_id") SELECT "id" FROM "room_descriptions";
