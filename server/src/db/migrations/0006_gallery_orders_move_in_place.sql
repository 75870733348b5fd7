-- Saving a gallery's order moves its links in place with one statement (galleries/repository.ts
-- moveGalleryLinks) rather than deleting and inserting them all: a 300-image order in a few milliseconds.
-- * The one-cover rule becomes an exclusion constraint checked at the end of each statement (deferrable,
--   initially immediate), so that the statement can take the cover from one link and give it to another. A
--   unique index is checked row by row and would refuse it, whichever row came first.
-- * The display order is no longer unique in the database: while the statement runs two links briefly share a
--   place, and a deferrable unique constraint tripled the save's time. Orders stay 0, 1, 2... by the gallery's
--   lock, under which every change writes them.
-- * Links are updated by that statement only, which raises hotels.content_version itself, once: a trigger
--   collecting the changed rows cost as much as the move. Inserting and deleting links (also by cascade) still
--   raise it by trigger (migration 0005).
DROP INDEX "property_assets_hotel_id_display_order_idx";--> statement-breakpoint
DROP INDEX "property_assets_one_cover_idx";--> statement-breakpoint
DROP INDEX "room_assets_room_id_display_order_idx";--> statement-breakpoint
DROP INDEX "room_assets_one_cover_idx";--> statement-breakpoint
ALTER TABLE "property_assets" ADD CONSTRAINT "property_assets_one_cover" EXCLUDE USING btree ("hotel_id" WITH =)
  WHERE ("is_cover") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "room_assets" ADD CONSTRAINT "room_assets_one_cover" EXCLUDE USING btree ("room_id" WITH =)
  WHERE ("is_cover") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
DROP TRIGGER "property_assets_updated_content" ON "property_assets";--> statement-breakpoint
DROP TRIGGER "room_assets_updated_content" ON "room_assets";
