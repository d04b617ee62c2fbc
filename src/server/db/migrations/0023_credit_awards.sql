CREATE TABLE "credit_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contents_id" integer NOT NULL,
	"kind" text NOT NULL,
	"credit_tenths" integer NOT NULL,
	"studied_sec" integer NOT NULL,
	"accrediting_body" text NOT NULL,
	"approval_number" text NOT NULL,
	"category" text NOT NULL,
	"license_kind" text NOT NULL,
	"license_number" text NOT NULL,
	"earned_on" date NOT NULL,
	"verification_code" text NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_awards_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
ALTER TABLE "contents_credits" ADD COLUMN "hours_table" jsonb;--> statement-breakpoint
ALTER TABLE "credit_awards" ADD CONSTRAINT "credit_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_awards" ADD CONSTRAINT "credit_awards_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_awards_member_contents_key" ON "credit_awards" USING btree ("user_id","contents_id");--> statement-breakpoint
CREATE INDEX "credit_awards_contents_idx" ON "credit_awards" USING btree ("contents_id","earned_on");