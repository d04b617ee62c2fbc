CREATE TABLE "cash_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_row_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"identity_number" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"receipt_key" text,
	"issue_number" text,
	"receipt_url" text,
	"amount" integer DEFAULT 0 NOT NULL,
	"canceled_amount" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_receipts_order_row_id_unique" UNIQUE("order_row_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_cash_receipts" (
	"receipt_key" text PRIMARY KEY NOT NULL,
	"issue_number" text NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"type" text NOT NULL,
	"customer_identity_number" text NOT NULL,
	"amount" integer NOT NULL,
	"canceled_amount" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_order_row_id_orders_id_fk" FOREIGN KEY ("order_row_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;