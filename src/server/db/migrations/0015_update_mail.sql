CREATE TABLE "release_notifications" (
	"release_id" integer PRIMARY KEY NOT NULL,
	"started_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_mail_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"skip_reason" text,
	"outbox_id" integer,
	"unsubscribe_token_hash" text,
	"handed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_mail_deliveries_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "update_mail_deliveries_once" UNIQUE("release_id","email"),
	CONSTRAINT "update_mail_deliveries_state_check" CHECK ("update_mail_deliveries"."state" in ('waiting', 'queued', 'skipped')),
	CONSTRAINT "update_mail_deliveries_skip_reason_check" CHECK ("update_mail_deliveries"."skip_reason" in ('opted-out', 'not-an-owner'))
);
--> statement-breakpoint
CREATE TABLE "update_mail_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"wanted" boolean NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "update_mail_preferences_source_check" CHECK ("update_mail_preferences"."source" in ('library', 'unsubscribe-link'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "release_notifications" ADD CONSTRAINT "release_notifications_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_mail_deliveries" ADD CONSTRAINT "update_mail_deliveries_release_id_release_notifications_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."release_notifications"("release_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_mail_deliveries" ADD CONSTRAINT "update_mail_deliveries_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "update_mail_deliveries_waiting_idx" ON "update_mail_deliveries" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "update_mail_deliveries_handed_idx" ON "update_mail_deliveries" USING btree ("handed_at");