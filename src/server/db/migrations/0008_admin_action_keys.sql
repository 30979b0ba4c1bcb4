CREATE TABLE "admin_action_keys" (
	"action" text NOT NULL,
	"order_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_action_keys_action_order_id_key_pk" PRIMARY KEY("action","order_id","key"),
	CONSTRAINT "admin_action_keys_action_check" CHECK ("admin_action_keys"."action" in ('order.resend-receipt', 'order.fresh-link', 'order.manual-art-delivery'))
);
--> statement-breakpoint
ALTER TABLE "admin_action_keys" ADD CONSTRAINT "admin_action_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;