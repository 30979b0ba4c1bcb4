CREATE TABLE "billing_details" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"company" text,
	"address" text,
	"vat_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_key" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_refund_key_unique" UNIQUE("refund_key")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_kind_check" CHECK ("document_counters"."kind" in ('invoice', 'credit-note'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_number_invoices_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- Backfill: every order paid before invoices existed gets one, numbered in the order the
-- payments completed (the same order a live shop would have numbered them in).
INSERT INTO "invoices" ("order_id", "number", "issued_at")
SELECT "id", row_number() OVER (ORDER BY "completed_at", "id"), "completed_at"
FROM "orders"
WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
-- Every refunded order among them gets its credit note for the whole amount, in refund order.
INSERT INTO "credit_notes" ("number", "order_id", "invoice_number", "amount_cents", "refund_key", "issued_at")
SELECT row_number() OVER (ORDER BY coalesce(o."refunded_at", o."updated_at"), o."id"), o."id", i."number",
  o."amount_cents", 'order:' || o."id", coalesce(o."refunded_at", o."updated_at")
FROM "orders" o
JOIN "invoices" i ON i."order_id" = o."id"
WHERE o."status" = 'refunded';--> statement-breakpoint
-- The counters continue after the backfilled numbers. A shop with none yet gets no row (the
-- first number taken writes it), so a fresh database stays empty for a restore.
INSERT INTO "document_counters" ("kind", "last_number")
SELECT 'invoice', max("number") FROM "invoices" HAVING count(*) > 0;--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "last_number")
SELECT 'credit-note', max("number") FROM "credit_notes" HAVING count(*) > 0;
