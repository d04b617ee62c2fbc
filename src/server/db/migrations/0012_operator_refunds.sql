ALTER TABLE "contents" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "cancel_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "origin" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "member_asked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "policy_amount" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "override_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_processing_idx" ON "refunds" USING btree ("order_row_id") WHERE "refunds"."status" = 'processing';