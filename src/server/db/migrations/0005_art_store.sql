CREATE TABLE "art_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"total_supply" integer NOT NULL,
	"remaining_supply" integer NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"editions_issued" integer DEFAULT 0 NOT NULL,
	"image_media_id" integer,
	"youtube_url" text,
	"rarity" text DEFAULT 'common' NOT NULL,
	"status_override" text,
	"almost_gone_at" integer DEFAULT 3 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "art_collections_supply_check" CHECK ("art_collections"."held_count" >= 0 and "art_collections"."held_count" <= "art_collections"."remaining_supply" and "art_collections"."remaining_supply" <= "art_collections"."total_supply")
);
--> statement-breakpoint
CREATE TABLE "art_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"edition_number" integer NOT NULL,
	"edition_of" integer NOT NULL,
	"verification_code" text NOT NULL,
	"owner_email" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "art_editions_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
CREATE TABLE "art_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"stored_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "art_media_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "art_media_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "download_grants" ADD COLUMN "art_edition_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "art_collection_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "art_collections" ADD CONSTRAINT "art_collections_image_media_id_art_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."art_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_editions" ADD CONSTRAINT "art_editions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_editions" ADD CONSTRAINT "art_editions_collection_id_art_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."art_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "art_editions_order_collection_idx" ON "art_editions" USING btree ("order_id","collection_id");--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_art_edition_id_art_editions_id_fk" FOREIGN KEY ("art_edition_id") REFERENCES "public"."art_editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_art_collection_id_art_collections_id_fk" FOREIGN KEY ("art_collection_id") REFERENCES "public"."art_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_state","hold_expires_at");