DROP INDEX "assets_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "assets_search_text_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);