-- Licence verification (decision 099): the kind of licence, when it was submitted (the operators' queue runs
-- oldest first), the reason of a rejection and the private key of the uploaded copy. Licences pending before
-- this count as submitted when their member signed up.
ALTER TABLE "users" ADD COLUMN "license_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_copy_key" text;--> statement-breakpoint
UPDATE "users" SET "license_submitted_at" = "created_at" WHERE "license_status" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_pending_license_idx" ON "users" USING btree ("license_submitted_at","id") WHERE "users"."license_status" = 'pending';
