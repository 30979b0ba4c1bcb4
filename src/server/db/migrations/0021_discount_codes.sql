CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"applies_to" text NOT NULL,
	"max_uses" integer,
	"per_email_limit" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"uses_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_applies_to_check" CHECK ("discount_codes"."applies_to" in ('bot', 'art', 'all')),
	CONSTRAINT "discount_codes_one_kind_check" CHECK (("discount_codes"."percent_off" is null) <> ("discount_codes"."amount_off_cents" is null)),
	CONSTRAINT "discount_codes_uses_taken_check" CHECK ("discount_codes"."uses_taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_use_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_use_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_discount_use_idx" ON "orders" USING btree ("discount_code_id","discount_use_state","discount_use_expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_use_state_check" CHECK ("orders"."discount_use_state" in ('held', 'taken', 'released'));