CREATE TABLE "trashed_asset_links" (
	"asset_id" uuid NOT NULL,
	"place" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"is_cover" boolean NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "trashed_asset_links_place_check" CHECK ("trashed_asset_links"."place" in ('hotel', 'room', 'template'))
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trashed_asset_links" ADD CONSTRAINT "trashed_asset_links_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trashed_asset_links_asset_id_idx" ON "trashed_asset_links" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "assets_trashed_idx" ON "assets" USING btree ("hotel_id","deleted_at") WHERE "assets"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "assets_deleted_at_idx" ON "assets" USING btree ("deleted_at") WHERE "assets"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "rooms_deleted_at_idx" ON "rooms" USING btree ("deleted_at") WHERE "rooms"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "templates_deleted_at_idx" ON "templates" USING btree ("deleted_at") WHERE "templates"."deleted_at" is not null;