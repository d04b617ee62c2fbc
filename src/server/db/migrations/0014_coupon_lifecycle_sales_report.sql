ALTER TABLE "coupon_campaigns" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "void_reason" text;--> statement-breakpoint
CREATE INDEX "orders_approved_idx" ON "orders" USING btree ("approved_at");--> statement-breakpoint
CREATE INDEX "refunds_decided_idx" ON "refunds" USING btree ("status","decided_at");