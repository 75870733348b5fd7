CREATE TABLE "template_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text,
	"label" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "template_generations_status_check" CHECK ("template_generations"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "template_generations" ADD CONSTRAINT "template_generations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_generations_hotel_id_started_at_idx" ON "template_generations" USING btree ("hotel_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "template_generations_one_running_idx" ON "template_generations" USING btree ("hotel_id") WHERE "template_generations"."status" = 'running';