CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor" text NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded')),
	CONSTRAINT "refunds_actor_kind_check" CHECK ("refunds"."actor_kind" in ('provider', 'owner', 'shop')),
	CONSTRAINT "refunds_provider_check" CHECK ("refunds"."provider" in ('stripe', 'test'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_outcome_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_idx" ON "refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_cents_check" CHECK ("orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."amount_cents");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('unmatched', 'fulfilled', 'failed', 'refunded', 'partly-refunded', 'unchanged', 'oversold', 'disputed', 'dispute-won', 'dispute-lost'));--> statement-breakpoint
-- Orders refunded before refunds were recorded one by one: refunded in full, with one record
-- each (its provider id is the note the lifecycle's history kept, when it kept one).
UPDATE "orders" SET "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "test_payment_intents" SET "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';--> statement-breakpoint
INSERT INTO "refunds" ("order_id", "amount_cents", "status", "actor_kind", "actor", "provider", "provider_refund_id", "created_at", "succeeded_at")
SELECT o."id", o."amount_cents", 'succeeded', coalesce(h."actor_kind", 'shop'), coalesce(h."actor", 'before refund records'), o."provider",
  CASE WHEN h."note" ~ '^(re|tre)_' THEN h."note" END,
  coalesce(o."refunded_at", o."updated_at"), coalesce(o."refunded_at", o."updated_at")
FROM "orders" o
LEFT JOIN LATERAL (
  SELECT "actor_kind", "actor", "note" FROM "order_history"
  WHERE "order_id" = o."id" AND "transition" = 'refund' ORDER BY "id" DESC LIMIT 1
) h ON true
WHERE o."status" = 'refunded' AND o."amount_cents" > 0;
