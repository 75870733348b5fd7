-- The channel readiness (issue 32) reads the hotel's own row (name, website, phone, reservations e-mail, star
-- rating) and its location (the address), and is remembered per hotels.content_version: those changes raise it
-- too, in the same transaction, whichever code path writes them. Raising it on the hotel row is a BEFORE trigger
-- that looks at the columns the content shows only, so the version counters' own updates never raise it again.
CREATE FUNCTION bump_content_version_on_hotel_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.website IS DISTINCT FROM OLD.website
     OR NEW.phone IS DISTINCT FROM OLD.phone OR NEW.reservations_email IS DISTINCT FROM OLD.reservations_email
     OR NEW.star_rating IS DISTINCT FROM OLD.star_rating THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotels_facts_content BEFORE UPDATE ON hotels
  FOR EACH ROW EXECUTE FUNCTION bump_content_version_on_hotel_facts();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_hotel_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('rooms', 'property_assets', 'hotel_features', 'hotel_descriptions', 'hotel_policies',
                       'hotel_locations') THEN
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
CREATE TRIGGER hotel_locations_inserted_content AFTER INSERT ON hotel_locations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_locations_updated_content AFTER UPDATE ON hotel_locations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_locations_deleted_content AFTER DELETE ON hotel_locations REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();
