CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"evidence_due_by" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submitted_evidence" jsonb,
	"outcome" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_provider_dispute_id_unique" UNIQUE("provider_dispute_id"),
	CONSTRAINT "disputes_provider_check" CHECK ("disputes"."provider" in ('stripe', 'test')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('needs_response', 'under_review', 'won', 'lost')),
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" in ('won', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_outcome_check";--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_transition_check";--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_from_check";--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_to_check";--> statement-breakpoint
ALTER TABLE "download_grants" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grant_downloads" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'completed', 'failed', 'refunded', 'disputed'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('unmatched', 'fulfilled', 'failed', 'refunded', 'unchanged', 'oversold', 'disputed', 'dispute-won', 'dispute-lost'));--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_transition_check" CHECK ("order_history"."transition" in ('pay', 'fail', 'soldOut', 'refund', 'dispute', 'disputeWon', 'disputeLost'));--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_from_check" CHECK ("order_history"."from_status" in ('pending', 'completed', 'failed', 'refunded', 'disputed'));--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_to_check" CHECK ("order_history"."to_status" in ('pending', 'completed', 'failed', 'refunded', 'disputed'));