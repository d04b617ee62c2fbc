-- The provider that took each order and saved each card. A migration cannot read PAYMENT_PROVIDER, so
-- the server fills rows older than this column at start-up, after migrating (decision 091).
ALTER TABLE "billing_cards" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider" text;