-- Certificates record the course's real length in seconds; issued ones keep their stated whole hours.
ALTER TABLE "certificates" ADD COLUMN "duration_sec" integer;--> statement-breakpoint
UPDATE "certificates" SET "duration_sec" = "hours" * 3600;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "duration_sec" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "hours";
