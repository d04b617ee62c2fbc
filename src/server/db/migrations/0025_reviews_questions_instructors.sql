CREATE TABLE "course_instructors" (
	"contents_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_instructors_contents_id_user_id_pk" PRIMARY KEY("contents_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "instructor_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"biography" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_path" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "course_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contents_id" integer NOT NULL,
	"lesson_id" integer,
	"question_id" integer,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"at_second" integer,
	"title" text,
	"body" text NOT NULL,
	"image_path" text,
	"resolved_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"contents_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"reply_body" text,
	"reply_user_id" integer,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reviews_rating_range" CHECK ("course_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD CONSTRAINT "instructor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_posts" ADD CONSTRAINT "course_posts_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_posts" ADD CONSTRAINT "course_posts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_posts" ADD CONSTRAINT "course_posts_question_id_course_posts_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."course_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_posts" ADD CONSTRAINT "course_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_contents_id_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_reply_user_id_users_id_fk" FOREIGN KEY ("reply_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_reporter_key" ON "content_reports" USING btree ("target_kind","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("closed_at","created_at");--> statement-breakpoint
CREATE INDEX "course_posts_course_idx" ON "course_posts" USING btree ("contents_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "course_posts_question_idx" ON "course_posts" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_reviews_member_course_key" ON "course_reviews" USING btree ("contents_id","user_id");--> statement-breakpoint
CREATE INDEX "course_reviews_course_idx" ON "course_reviews" USING btree ("contents_id","created_at");