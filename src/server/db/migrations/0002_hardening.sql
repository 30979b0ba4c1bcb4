ALTER TABLE "download_grants" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grant_seal_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "detail" text;--> statement-breakpoint
-- Sent mail no longer keeps its body (the download link lives in the buyer's mailbox only).
UPDATE "outbox" SET "text_body" = '', "html_body" = '' WHERE "status" = 'sent';--> statement-breakpoint
-- The test provider keeps a hash of the order token, never the token.
UPDATE "test_payment_intents"
SET "metadata" = jsonb_build_object(
  'order_id', "metadata"->>'order_id',
  'order_token_hash', encode(sha256(convert_to("metadata"->>'order_token', 'UTF8')), 'hex'))
WHERE "metadata" ? 'order_token';
