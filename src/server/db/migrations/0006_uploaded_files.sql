CREATE TABLE "uploaded_files" (
	"folder" text NOT NULL,
	"filename" text NOT NULL,
	"uploaded_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_folder_filename_pk" PRIMARY KEY("folder","filename")
);
