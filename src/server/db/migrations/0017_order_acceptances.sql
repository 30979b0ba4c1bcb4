CREATE TABLE "order_acceptances" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"disclaimer_version" text,
	"licence_version" text,
	"usage_rights_version" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	CONSTRAINT "order_acceptances_names_a_text" CHECK ("order_acceptances"."disclaimer_version" is not null or "order_acceptances"."usage_rights_version" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_acceptances" ADD CONSTRAINT "order_acceptances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;