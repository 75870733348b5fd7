CREATE TABLE "ota_contexts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"ota_type" text NOT NULL,
	"sealed" text NOT NULL,
	"cookie_expiry_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ota_contexts_ota_type_check" CHECK ("ota_contexts"."ota_type" in ('booking', 'expedia', 'agoda', 'hrs'))
);
--> statement-breakpoint
CREATE TABLE "otas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"context_id" uuid,
	"cookie_expiry_date" timestamp with time zone,
	"last_sync" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otas_hotel_id_type_unique" UNIQUE("hotel_id","type"),
	CONSTRAINT "otas_type_check" CHECK ("otas"."type" in ('booking', 'expedia', 'agoda', 'hrs')),
	CONSTRAINT "otas_status_check" CHECK ("otas"."status" in ('connected', 'disconnected', 'error'))
);
--> statement-breakpoint
ALTER TABLE "ota_contexts" ADD CONSTRAINT "ota_contexts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otas" ADD CONSTRAINT "otas_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otas" ADD CONSTRAINT "otas_context_id_ota_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."ota_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ota_contexts_hotel_id_idx" ON "ota_contexts" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "otas_hotel_id_idx" ON "otas" USING btree ("hotel_id");