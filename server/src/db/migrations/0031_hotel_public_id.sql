ALTER TABLE "hotels" ADD COLUMN "public_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_public_id_idx" ON "hotels" USING btree ("public_id");