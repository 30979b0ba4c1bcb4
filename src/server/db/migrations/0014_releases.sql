CREATE TABLE "release_download_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"release_id" integer NOT NULL,
	"licence_id" integer,
	"order_id" integer,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"max_uses" integer NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_download_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "release_download_links_purpose_check" CHECK ("release_download_links"."purpose" in ('update', 'library'))
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"channel" text NOT NULL,
	"changelog" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "releases_version_channel_unique" UNIQUE("version","channel"),
	CONSTRAINT "releases_channel_check" CHECK ("releases"."channel" in ('stable', 'beta')),
	CONSTRAINT "releases_source_check" CHECK ("releases"."source" in ('package', 'upload', 'migration'))
);
--> statement-breakpoint
ALTER TABLE "release_download_links" ADD CONSTRAINT "release_download_links_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_download_links" ADD CONSTRAINT "release_download_links_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_download_links" ADD CONSTRAINT "release_download_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_download_links_licence_idx" ON "release_download_links" USING btree ("licence_id","created_at");--> statement-breakpoint
CREATE INDEX "release_download_links_order_idx" ON "release_download_links" USING btree ("order_id","created_at");--> statement-breakpoint
-- Hand-written backfill: the package on sale becomes the first release, 1.0.0 on the stable
-- channel, published when it was built, so every existing order's link serves the same bytes.
INSERT INTO "releases" ("version", "channel", "changelog", "sha256", "size_bytes", "source", "published_at", "published_by")
SELECT '1.0.0', 'stable', 'The first release: the package as it was on sale when releases began.',
  "value"::jsonb->>'sha256', ("value"::jsonb->>'sizeBytes')::integer, 'migration',
  coalesce(("value"::jsonb->>'builtAt')::timestamptz, now()), NULL
FROM "shop_settings"
WHERE "key" = 'download_package' AND "value" <> 'null' AND "value"::jsonb->>'sha256' IS NOT NULL;
