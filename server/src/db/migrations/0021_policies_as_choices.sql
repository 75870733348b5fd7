CREATE TABLE "hotel_policies" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"pets" text,
	"smoking" text,
	"parties" text,
	"children" text,
	"check_in_from" text,
	"check_in_until" text,
	"check_out_from" text,
	"check_out_until" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_policies_pets_check" CHECK ("hotel_policies"."pets" in ('allowed', 'on-request', 'not-allowed')),
	CONSTRAINT "hotel_policies_smoking_check" CHECK ("hotel_policies"."smoking" in ('not-allowed', 'designated-areas', 'allowed')),
	CONSTRAINT "hotel_policies_parties_check" CHECK ("hotel_policies"."parties" in ('not-allowed', 'allowed')),
	CONSTRAINT "hotel_policies_children_check" CHECK ("hotel_policies"."children" in ('welcome', 'adults-only')),
	CONSTRAINT "hotel_policies_times_check" CHECK (check_in_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and check_in_until ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and check_out_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and check_out_until ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "hotel_policies_ranges_check" CHECK ("hotel_policies"."check_in_until" > "hotel_policies"."check_in_from" and "hotel_policies"."check_out_until" > "hotel_policies"."check_out_from")
);
--> statement-breakpoint
ALTER TABLE "hotel_policies" ADD CONSTRAINT "hotel_policies_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The public preview and the feature lists are remembered by hotels.content_version: policies raise it too.
CREATE OR REPLACE FUNCTION bump_hotel_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('rooms', 'property_assets', 'hotel_features', 'hotel_descriptions', 'hotel_policies') THEN
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
CREATE TRIGGER hotel_policies_inserted_content AFTER INSERT ON hotel_policies REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_policies_updated_content AFTER UPDATE ON hotel_policies REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
CREATE TRIGGER hotel_policies_deleted_content AFTER DELETE ON hotel_policies REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_content_version();--> statement-breakpoint
-- The old switches become the choices and ranges (issue 31, point 6). Where a hotel had two contradicting
-- options on, the latest switch is kept: the one whose newest 'feature_enable' in the activity log is latest
-- (switches have no timestamp of their own; the log records every switch made in the app). An option with no
-- logged switch (an import's) counts as older than any logged one; between those, the first listed below wins.
-- Check-in '15:00-00:00' and '24-hour' become ranges ending 23:59 (a time field has no 24:00); a slot
-- 'Check-out until 11:00' becomes a range with only its end. A hotel's own check-in or check-out entry (a time
-- a website import found that the old slots lacked, such as 'Check-in 16:00') is read for its times the same way.
WITH old_options(feature_id, field, value, rank) AS (
  VALUES
    ('pets-allowed', 'pets', 'allowed', 1),
    ('pets-on-request', 'pets', 'on-request', 2),
    ('pets-not-allowed', 'pets', 'not-allowed', 3),
    ('smoking-not-allowed', 'smoking', 'not-allowed', 1),
    ('smoking-designated-areas', 'smoking', 'designated-areas', 2),
    ('parties-not-allowed', 'parties', 'not-allowed', 1),
    ('parties-allowed', 'parties', 'allowed', 2),
    ('children-welcome', 'children', 'welcome', 1),
    ('adults-only', 'children', 'adults-only', 2),
    ('check-in-14-22', 'check_in', '14:00-22:00', 1),
    ('check-in-15-22', 'check_in', '15:00-22:00', 2),
    ('check-in-15-24', 'check_in', '15:00-23:59', 3),
    ('check-in-24-hour', 'check_in', '00:00-23:59', 4),
    ('check-out-10', 'check_out', '-10:00', 1),
    ('check-out-11', 'check_out', '-11:00', 2),
    ('check-out-12', 'check_out', '-12:00', 3)
),
own_times AS (
  SELECT hf.hotel_id, hf.feature_id,
    CASE f.subcategory_id WHEN 'check-in' THEN 'check_in' ELSE 'check_out' END AS field,
    lpad((regexp_match(f.name, '(\d{1,2}:\d{2})'))[1], 5, '0') AS first_time,
    lpad((regexp_match(f.name, '\d{1,2}:\d{2}\D+(\d{1,2}:\d{2})'))[1], 5, '0') AS second_time
  FROM hotel_features hf JOIN features f ON f.id = hf.feature_id
  WHERE hf.active AND f.hotel_id IS NOT NULL AND f.subcategory_id IN ('check-in', 'check-out')
),
own_options AS (
  SELECT hotel_id, feature_id, field,
    CASE
      WHEN second_time IS NOT NULL THEN first_time || '-' || second_time
      WHEN field = 'check_in' THEN first_time || '-'
      ELSE '-' || first_time
    END AS value
  FROM own_times
  WHERE first_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
    AND (second_time IS NULL OR (second_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND second_time > first_time))
),
candidates AS (
  SELECT hf.hotel_id, hf.feature_id, o.field, o.value, o.rank
  FROM hotel_features hf JOIN old_options o ON o.feature_id = hf.feature_id
  WHERE hf.active
  UNION ALL
  SELECT hotel_id, feature_id, field, value, 99 FROM own_options
),
latest AS (
  SELECT DISTINCT ON (c.hotel_id, c.field) c.hotel_id, c.field, c.value
  FROM candidates c
  ORDER BY c.hotel_id, c.field,
    (SELECT max(a.created_at) FROM activities a
      WHERE a.hotel_id = c.hotel_id AND a.kind = 'feature_enable' AND a.entity_id = c.feature_id) DESC NULLS LAST,
    c.rank
)
INSERT INTO hotel_policies (hotel_id, pets, smoking, parties, children, check_in_from, check_in_until, check_out_from, check_out_until)
SELECT hotel_id,
  max(value) FILTER (WHERE field = 'pets'),
  max(value) FILTER (WHERE field = 'smoking'),
  max(value) FILTER (WHERE field = 'parties'),
  max(value) FILTER (WHERE field = 'children'),
  nullif(split_part(max(value) FILTER (WHERE field = 'check_in'), '-', 1), ''),
  nullif(split_part(max(value) FILTER (WHERE field = 'check_in'), '-', 2), ''),
  nullif(split_part(max(value) FILTER (WHERE field = 'check_out'), '-', 1), ''),
  nullif(split_part(max(value) FILTER (WHERE field = 'check_out'), '-', 2), '')
FROM latest
GROUP BY hotel_id;--> statement-breakpoint
-- The old switches are gone from the catalogue (the start's catalogue sync removes their rows once nothing points
-- at them), and so are the hotels' own check-in and check-out entries.
DELETE FROM hotel_features WHERE feature_id IN (
  'pets-allowed', 'pets-on-request', 'pets-not-allowed', 'smoking-not-allowed', 'smoking-designated-areas',
  'parties-not-allowed', 'parties-allowed', 'children-welcome', 'adults-only', 'check-in-14-22', 'check-in-15-22',
  'check-in-15-24', 'check-in-24-hour', 'check-out-10', 'check-out-11', 'check-out-12'
) OR feature_id IN (
  SELECT id FROM features WHERE hotel_id IS NOT NULL AND subcategory_id IN ('check-in', 'check-out')
);--> statement-breakpoint
DELETE FROM features WHERE hotel_id IS NOT NULL AND subcategory_id IN ('check-in', 'check-out');
