CREATE TABLE "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_row_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"business_number" text NOT NULL,
	"company_name" text NOT NULL,
	"ceo_name" text NOT NULL,
	"business_address" text NOT NULL,
	"email" text NOT NULL,
	"invoice_number" text,
	"issue_date" date,
	"issued_amount" integer,
	"issued_by" integer,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_order_row_id_unique" UNIQUE("order_row_id")
);
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_row_id_orders_id_fk" FOREIGN KEY ("order_row_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_invoices_status_idx" ON "tax_invoices" USING btree ("status","created_at");