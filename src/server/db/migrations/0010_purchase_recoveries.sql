CREATE TABLE "purchase_recoveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "purchase_recoveries_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "purchase_recoveries_email_idx" ON "purchase_recoveries" USING btree ("email","created_at");