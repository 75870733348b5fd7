CREATE TYPE "public"."member_role" AS ENUM('owner', 'admin', 'editor', 'viewer');--> statement-breakpoint
CREATE TABLE "hotel_members" (
	"hotel_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" "member_role" NOT NULL,
	"all_hotels" boolean DEFAULT false NOT NULL,
	"notify_events" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "hotel_members_hotel_id_user_id_pk" PRIMARY KEY("hotel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ownership_offers" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitation_hotels" (
	"invitation_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	CONSTRAINT "team_invitation_hotels_invitation_id_hotel_id_pk" PRIMARY KEY("invitation_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" "member_role" NOT NULL,
	"all_hotels" boolean DEFAULT false NOT NULL,
	"invited_by" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "activities_hotel_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "hotel_members" ADD CONSTRAINT "hotel_members_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_members" ADD CONSTRAINT "hotel_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_from_user_id_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_to_user_id_user_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation_hotels" ADD CONSTRAINT "team_invitation_hotels_invitation_id_team_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."team_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation_hotels" ADD CONSTRAINT "team_invitation_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_members_user_id_idx" ON "hotel_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_members_one_owner_idx" ON "hotel_members" USING btree ("hotel_id") WHERE "hotel_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "team_invitation_hotels_hotel_id_idx" ON "team_invitation_hotels" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_hash_idx" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_hotel_id_actor_created_at_idx" ON "activities" USING btree ("hotel_id","actor_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_hotel_id_kind_created_at_idx" ON "activities" USING btree ("hotel_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_hotel_id_created_at_idx" ON "activities" USING btree ("hotel_id","created_at","id");--> statement-breakpoint
-- Today's owner of each hotel becomes its Owner (issue 36, part 1): nothing changes for a single-user hotel.
INSERT INTO "hotel_members" ("hotel_id", "user_id", "role", "created_at")
  SELECT "id", "user_id", 'owner', "created_at" FROM "hotels";
--> statement-breakpoint
-- A new hotel's owner is its first member, and a chain's members invited to all of its hotels join it too; in
-- the database, so that no way of adding a hotel can leave it without its owner.
CREATE FUNCTION add_hotel_owner_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hotel_members (hotel_id, user_id, role) VALUES (NEW.id, NEW.user_id, 'owner');
  INSERT INTO hotel_members (hotel_id, user_id, role, all_hotels)
    SELECT DISTINCT ON (m.user_id) NEW.id, m.user_id, m.role, true
    FROM hotel_members m JOIN hotels h ON h.id = m.hotel_id
    WHERE h.user_id = NEW.user_id AND h.id <> NEW.id AND m.all_hotels AND m.role <> 'owner'
    ORDER BY m.user_id, m.created_at
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotels_owner_member AFTER INSERT ON hotels FOR EACH ROW EXECUTE FUNCTION add_hotel_owner_member();
--> statement-breakpoint
-- A change to a hotel is announced to each of its members (whose remembered hotels it changes), not only to
-- its owner as before (0004).
CREATE OR REPLACE FUNCTION notify_hotel_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'hotels' THEN
    PERFORM pg_notify('hotel_changed', u.user_id) FROM (
      SELECT user_id FROM changed_rows
      UNION SELECT m.user_id FROM hotel_members m JOIN changed_rows c ON c.id = m.hotel_id
    ) u;
  ELSE
    PERFORM pg_notify('hotel_changed', u.user_id) FROM (
      SELECT h.user_id FROM hotels h JOIN changed_rows c ON c.hotel_id = h.id
      UNION SELECT m.user_id FROM hotel_members m JOIN changed_rows c ON c.hotel_id = m.hotel_id
    ) u;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A member added, removed or given another role hears of it at once: their next request is checked against it.
-- (The last-active time is not announced: it changes nothing a request checks.)
CREATE FUNCTION notify_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hotel_changed', OLD.user_id);
  ELSE
    PERFORM pg_notify('hotel_changed', NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN PERFORM pg_notify('hotel_changed', OLD.user_id); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotel_members_inserted_notice AFTER INSERT ON hotel_members
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed();--> statement-breakpoint
CREATE TRIGGER hotel_members_deleted_notice AFTER DELETE ON hotel_members
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed();--> statement-breakpoint
CREATE TRIGGER hotel_members_updated_notice AFTER UPDATE ON hotel_members FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.all_hotels IS DISTINCT FROM NEW.all_hotels OR OLD.notify_events IS DISTINCT FROM NEW.notify_events)
  EXECUTE FUNCTION notify_member_changed();
