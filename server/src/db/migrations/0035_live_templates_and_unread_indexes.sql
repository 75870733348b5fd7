DROP INDEX "templates_hotel_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "templates_live_hotel_id_created_at_idx" ON "templates" USING btree ("hotel_id","created_at") WHERE "templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unread_user_id_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;