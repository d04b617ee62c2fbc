ALTER TABLE "lessons" ADD COLUMN "pending_video_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_pending_video_id_videos_id_fk" FOREIGN KEY ("pending_video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;