CREATE TABLE "alpinebits_connections" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"sealed_password" text NOT NULL,
	"hotel_code" text NOT NULL,
	"room_codes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_push" boolean DEFAULT false NOT NULL,
	"handshake" jsonb,
	"handshake_at" timestamp with time zone,
	"pushed_content_version" bigint,
	"pushed_assets_version" bigint,
	"auto_failure_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alpinebits_push_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"tries" integer DEFAULT 0 NOT NULL,
	"content_version" bigint,
	"assets_version" bigint,
	"counts" jsonb,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" jsonb,
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "alpinebits_push_runs_status_check" CHECK ("alpinebits_push_runs"."status" in ('queued', 'running', 'succeeded', 'warnings', 'failed')),
	CONSTRAINT "alpinebits_push_runs_trigger_check" CHECK ("alpinebits_push_runs"."trigger" in ('manual', 'auto'))
);
--> statement-breakpoint
ALTER TABLE "alpinebits_connections" ADD CONSTRAINT "alpinebits_connections_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alpinebits_push_runs" ADD CONSTRAINT "alpinebits_push_runs_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alpinebits_push_runs_hotel_id_queued_at_idx" ON "alpinebits_push_runs" USING btree ("hotel_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alpinebits_push_runs_one_running_idx" ON "alpinebits_push_runs" USING btree ("hotel_id") WHERE "alpinebits_push_runs"."status" = 'running';--> statement-breakpoint
-- The channel readiness's AlpineBits rules read the connection (whether there is one, and each room's code), and
-- the readiness is remembered per hotels.content_version; a changed code is also content the next automatic push
-- sends. So a connection made or removed, or its room codes changed, raises the version like the rooms' own
-- changes do. Its other columns (the switch, the handshake, the pushed versions) leave it alone.
CREATE FUNCTION bump_content_version_on_alpinebits_codes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels SET content_version = content_version + 1
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.hotel_id ELSE NEW.hotel_id END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER alpinebits_connections_inserted_content AFTER INSERT ON alpinebits_connections
  FOR EACH ROW EXECUTE FUNCTION bump_content_version_on_alpinebits_codes();--> statement-breakpoint
CREATE TRIGGER alpinebits_connections_codes_content AFTER UPDATE ON alpinebits_connections
  FOR EACH ROW WHEN (OLD.room_codes IS DISTINCT FROM NEW.room_codes)
  EXECUTE FUNCTION bump_content_version_on_alpinebits_codes();--> statement-breakpoint
CREATE TRIGGER alpinebits_connections_deleted_content AFTER DELETE ON alpinebits_connections
  FOR EACH ROW EXECUTE FUNCTION bump_content_version_on_alpinebits_codes();
