ALTER TABLE "art_collections" ADD CONSTRAINT "art_collections_rarity_check" CHECK ("art_collections"."rarity" in ('common', 'rare', 'epic', 'legendary'));--> statement-breakpoint
ALTER TABLE "art_collections" ADD CONSTRAINT "art_collections_status_override_check" CHECK ("art_collections"."status_override" in ('live', 'almost-gone', 'sold-out'));--> statement-breakpoint
ALTER TABLE "art_editions" ADD CONSTRAINT "art_editions_source_check" CHECK ("art_editions"."source" in ('purchase', 'manual'));--> statement-breakpoint
ALTER TABLE "art_media" ADD CONSTRAINT "art_media_kind_check" CHECK ("art_media"."kind" in ('image', 'video'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'completed', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_check" CHECK ("orders"."provider" in ('stripe', 'test'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_state_check" CHECK ("orders"."hold_state" in ('held', 'taken', 'released', 'oversold'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_provider_check" CHECK ("payment_events"."provider" in ('stripe', 'test'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('unmatched', 'fulfilled', 'failed', 'refunded', 'unchanged', 'oversold'));--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_status_check" CHECK ("test_payment_intents"."status" in ('requires_payment_method', 'succeeded', 'refunded'));