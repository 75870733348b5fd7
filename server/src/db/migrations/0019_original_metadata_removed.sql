-- Originals stored before this migration still carry their metadata: they start as false and the job in
-- features/assets/original-metadata-job.ts rewrites them; every row inserted from now on is true (issue 30, point 8).
ALTER TABLE "assets" ADD COLUMN "original_metadata_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "original_metadata_removed" SET DEFAULT true;
