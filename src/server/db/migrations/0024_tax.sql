CREATE TABLE "order_taxes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"postal_code" text,
	"vat_number" text,
	"reverse_charge" boolean NOT NULL,
	"price_cents" integer NOT NULL,
	"calculation_id" text NOT NULL,
	"label" text,
	"transaction_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"mode" text NOT NULL,
	"reversal_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_reversals_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "tax_reversals_mode_check" CHECK ("tax_reversals"."mode" in ('full', 'partial'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_taxes" ADD CONSTRAINT "order_taxes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_reversals" ADD CONSTRAINT "tax_reversals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_reversals" ADD CONSTRAINT "tax_reversals_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_cents_check" CHECK ("orders"."tax_cents" >= 0 and "orders"."tax_cents" <= "orders"."amount_cents");