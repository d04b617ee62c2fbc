CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contents_id" integer NOT NULL,
	"order_row_id" integer,
	"source" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"customer_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_profiles_customer_key_unique" UNIQUE("customer_key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"contents_id" integer,
	"order_name" text NOT NULL,
	"list_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"couponnumber" text,
	"method" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"customer_key" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text,
	"payment_key" text,
	"seat" text DEFAULT 'none' NOT NULL,
	"seat_held_until" timestamp with time zone,
	"confirm_started_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"card_company" text,
	"card_number" text,
	"installment_months" integer,
	"va_bank" text,
	"va_account_number" text,
	"va_holder" text,
	"va_due_date" timestamp with time zone,
	"va_secret" text,
	"receipt_url" text,
	"canceled_amount" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "orders_payment_key_unique" UNIQUE("payment_key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_row_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"policy" text NOT NULL,
	"amount" integer NOT NULL,
	"refund_bank" text,
	"refund_account_number" text,
	"refund_holder" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"admin_note" text,
	"transaction_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_billing_auths" (
	"auth_key" text PRIMARY KEY NOT NULL,
	"customer_key" text NOT NULL,
	"card_company" text NOT NULL,
	"card_number" text NOT NULL,
	"card_outcome" text NOT NULL,
	"billing_key" text,
	"authenticated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_billing_auths_billing_key_unique" UNIQUE("billing_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_idempotency" (
	"key" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_idempotency_key_path_pk" PRIMARY KEY("key","path")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"total_amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"customer_key" text,
	"customer_name" text,
	"card_company" text,
	"card_number" text,
	"card_outcome" text,
	"installment_months" integer DEFAULT 0 NOT NULL,
	"bank_code" text,
	"account_number" text,
	"due_date" timestamp with time zone,
	"secret" text,
	"cancels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_transaction_key" text,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_order_row_id_orders_id_fk" FOREIGN KEY ("order_row_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD CONSTRAINT "buyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_couponnumber_coupons_couponnumber_fk" FOREIGN KEY ("couponnumber") REFERENCES "public"."coupons"("couponnumber") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_row_id_orders_id_fk" FOREIGN KEY ("order_row_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_order_uq" ON "enrolments" USING btree ("order_row_id");--> statement-breakpoint
CREATE INDEX "enrolments_user_idx" ON "enrolments" USING btree ("user_id","contents_id","status");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_contents_idx" ON "orders" USING btree ("contents_id","status");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_row_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");