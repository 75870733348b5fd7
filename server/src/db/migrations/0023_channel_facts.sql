ALTER TABLE "hotels" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reservations_email" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "star_rating" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "original_checked_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Rows stored before were never read for their facts: the photo facts job reads each once (issue 32).
UPDATE "assets" SET "original_checked_at" = NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "original_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "max_occupancy" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "standard_occupancy" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "max_children" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "beds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "size_sqm" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "room_count" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "view" text;--> statement-breakpoint
CREATE INDEX "assets_original_unchecked_idx" ON "assets" USING btree ("id") WHERE "assets"."original_checked_at" is null;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_star_rating_range" CHECK ("hotels"."star_rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_max_occupancy_range" CHECK ("rooms"."max_occupancy" between 1 and 20);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_standard_occupancy_range" CHECK ("rooms"."standard_occupancy" between 1 and 20);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_max_children_range" CHECK ("rooms"."max_children" between 0 and 20);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_size_sqm_range" CHECK ("rooms"."size_sqm" between 5 and 500);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_count_range" CHECK ("rooms"."room_count" between 1 and 999);