CREATE TABLE "attendance_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"contents_id" integer NOT NULL,
	"duration_sec" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone,
	"last_position_sec" double precision,
	"pending" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counting" boolean DEFAULT true NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"check_id" uuid,
	"check_asked_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lesson_attendance" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"contents_id" integer NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified_sec" integer DEFAULT 0 NOT NULL,
	"furthest_sec" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_attendance_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "contents_credits" (
	"contents_id" integer PRIMARY KEY NOT NULL,
	"credit_tenths" integer NOT NULL,
	"accrediting_body" text NOT NULL,
	"approval_number" text NOT NULL,
	"category" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents_credits" ADD CONSTRAINT "contents_credits_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_sessions_live_idx" ON "attendance_sessions" USING btree ("user_id") WHERE "attendance_sessions"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "lesson_attendance_course_idx" ON "lesson_attendance" USING btree ("user_id","contents_id");