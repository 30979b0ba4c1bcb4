CREATE TABLE "art_edition_packages" (
	"edition_id" integer PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_blob_chunks" (
	"sha256" text NOT NULL,
	"position" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "file_blob_chunks_sha256_position_pk" PRIMARY KEY("sha256","position")
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size_bytes" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "art_media" ALTER COLUMN "stored_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_files" ALTER COLUMN "stored_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "art_edition_packages" ADD CONSTRAINT "art_edition_packages_edition_id_art_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."art_editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Stored files are mostly zips and images, compressed already: Postgres keeps them as they are
-- (out of line, not compressed again).
ALTER TABLE "file_blob_chunks" ALTER COLUMN "content" SET STORAGE EXTERNAL;
