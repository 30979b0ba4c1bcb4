CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"transition" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_history_transition_check" CHECK ("order_history"."transition" in ('pay', 'fail', 'soldOut', 'refund')),
	CONSTRAINT "order_history_from_check" CHECK ("order_history"."from_status" in ('pending', 'completed', 'failed', 'refunded')),
	CONSTRAINT "order_history_to_check" CHECK ("order_history"."to_status" in ('pending', 'completed', 'failed', 'refunded')),
	CONSTRAINT "order_history_actor_kind_check" CHECK ("order_history"."actor_kind" in ('provider', 'owner', 'shop'))
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id");