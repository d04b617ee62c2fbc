CREATE TABLE "session_presence" (
	"enrolment_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contents_id" integer NOT NULL,
	"arrived_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"corrected_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_scans" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"mode" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"operator_id" integer
);
--> statement-breakpoint
CREATE TABLE "session_tickets" (
	"enrolment_id" integer PRIMARY KEY NOT NULL,
	"code" text DEFAULT substr(md5(gen_random_uuid()::text), 1, 16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "session_presence" ADD CONSTRAINT "session_presence_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_presence" ADD CONSTRAINT "session_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_presence" ADD CONSTRAINT "session_presence_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_scans" ADD CONSTRAINT "session_scans_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_scans" ADD CONSTRAINT "session_scans_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_tickets" ADD CONSTRAINT "session_tickets_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_scans_enrolment_idx" ON "session_scans" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_tickets_code_key" ON "session_tickets" USING btree ("code");