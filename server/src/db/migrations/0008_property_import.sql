CREATE TABLE "property_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"source_url" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"items" jsonb NOT NULL,
	"error" text,
	"result" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "property_imports_status_check" CHECK ("property_imports"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "booking_room_ids" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "hotel_id" uuid;--> statement-breakpoint
ALTER TABLE "property_imports" ADD CONSTRAINT "property_imports_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_imports_hotel_id_started_at_idx" ON "property_imports" USING btree ("hotel_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_imports_one_running_idx" ON "property_imports" USING btree ("hotel_id") WHERE "property_imports"."status" = 'running';--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "features_hotel_id_name_idx" ON "features" USING btree ("hotel_id",lower("name")) WHERE "features"."hotel_id" is not null;