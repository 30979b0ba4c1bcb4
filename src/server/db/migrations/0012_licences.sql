CREATE TABLE "licence_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"kind" text NOT NULL,
	"machine_name" text,
	"address" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_events_kind_check" CHECK ("licence_events"."kind" in ('activated', 'deactivated', 'ended', 'restored', 'machines-reset'))
);
--> statement-breakpoint
CREATE TABLE "licence_machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"name" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_address" text NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "licence_machines_fingerprint_unique" UNIQUE("licence_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"key_sealed" text,
	"key_last_group" text NOT NULL,
	"order_reference" text NOT NULL,
	"machines_allowed" integer NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "licences_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "licences_end_reason_check" CHECK ("licences"."end_reason" in ('refund', 'dispute', 'owner'))
);
--> statement-breakpoint
ALTER TABLE "licence_events" ADD CONSTRAINT "licence_events_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_machines" ADD CONSTRAINT "licence_machines_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_events_licence_idx" ON "licence_events" USING btree ("licence_id");