-- Trigrams index the orders search by part of an address (bundled with PGlite, contrib on PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customer_totals" (
	"email" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_paid_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"first_purchase_at" timestamp with time zone,
	"last_purchase_at" timestamp with time zone,
	"messages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grant_downloads" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "licence_machines" ADD COLUMN "order_id" integer;--> statement-breakpoint
CREATE INDEX "customer_totals_last_purchase_idx" ON "customer_totals" USING btree ("last_purchase_at" DESC NULLS FIRST,"email") WHERE "customer_totals"."orders" > 0;--> statement-breakpoint
CREATE INDEX "customer_totals_total_paid_idx" ON "customer_totals" USING btree ("total_paid_cents" DESC NULLS FIRST,"email") WHERE "customer_totals"."orders" > 0;--> statement-breakpoint
CREATE INDEX "orders_email_trigram_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
-- An address's figures (lower case), as the customers list shows them: its orders through the
-- lower(email) index, the paid ones picked by the filters (a condition on the status could have
-- the planner read the status index, every paid order, instead).
CREATE FUNCTION customer_figures(address text) RETURNS TABLE (
    orders bigint, total_paid_cents bigint, refunds bigint, refunded_cents bigint,
    first_purchase_at timestamp with time zone, last_purchase_at timestamp with time zone,
    messages bigint
  ) LANGUAGE sql STABLE AS $$
  SELECT count(*) FILTER (WHERE paid),
    coalesce(sum(amount_cents - refunded_cents) FILTER (WHERE status = 'completed'), 0),
    count(*) FILTER (WHERE paid AND refunded_cents > 0),
    coalesce(sum(refunded_cents) FILTER (WHERE paid), 0),
    min(created_at) FILTER (WHERE paid),
    max(created_at) FILTER (WHERE paid),
    (SELECT count(*) FROM contact_messages WHERE lower(email) = address)
  FROM (
    SELECT *, status IN ('completed', 'refunded', 'disputed') AS paid FROM orders
    WHERE lower(email) = address
  ) AS address_orders
$$;--> statement-breakpoint
-- Recounts the customers-list row of each address given (lower case). A new address's row is
-- inserted counted. Existing rows are locked in the addresses' order, then recounted: a
-- transaction changing an address's orders waits here for another one doing so to commit, and
-- its count (a new snapshot: each statement of a volatile function takes one) then includes the
-- other's changes. Rows stay when the count drops to zero.
CREATE FUNCTION customer_totals_recount(addresses text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  inserted text[];
BEGIN
  IF addresses IS NULL OR cardinality(addresses) = 0 THEN
    RETURN;
  END IF;
  WITH added AS (
    INSERT INTO customer_totals (email, orders, total_paid_cents, refunds, refunded_cents,
        first_purchase_at, last_purchase_at, messages)
      SELECT given.address, figures.*
      FROM (SELECT DISTINCT address FROM unnest(addresses) AS address ORDER BY address) AS given
      CROSS JOIN LATERAL customer_figures(given.address) AS figures
      ON CONFLICT (email) DO NOTHING
      RETURNING email
  )
  SELECT array_agg(email) INTO inserted FROM added;
  PERFORM 1 FROM customer_totals
    JOIN (SELECT unnest(addresses) EXCEPT SELECT unnest(inserted)) AS given (address)
      ON customer_totals.email = given.address
    ORDER BY customer_totals.email FOR UPDATE OF customer_totals;
  UPDATE customer_totals AS totals SET
      orders = figures.orders,
      total_paid_cents = figures.total_paid_cents,
      refunds = figures.refunds,
      refunded_cents = figures.refunded_cents,
      first_purchase_at = figures.first_purchase_at,
      last_purchase_at = figures.last_purchase_at,
      messages = figures.messages
    FROM (SELECT unnest(addresses) EXCEPT SELECT unnest(inserted)) AS given (address)
    CROSS JOIN LATERAL customer_figures(given.address) AS figures
    WHERE totals.email = given.address;
END $$;--> statement-breakpoint
-- The addresses whose paid orders a statement on orders changed: inserted or deleted paid
-- orders, and updates of a paid order's (or one becoming paid) address, status, sums or time.
CREATE FUNCTION orders_customer_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM customer_totals_recount(array(
      SELECT lower(email) FROM new_orders WHERE status IN ('completed', 'refunded', 'disputed')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM customer_totals_recount(array(
      SELECT lower(email) FROM old_orders WHERE status IN ('completed', 'refunded', 'disputed')));
  ELSE
    PERFORM customer_totals_recount(array(
      SELECT unnest(ARRAY[lower(before.email), lower(after.email)])
      FROM old_orders AS before JOIN new_orders AS after ON after.id = before.id
      WHERE (before.status IN ('completed', 'refunded', 'disputed')
          OR after.status IN ('completed', 'refunded', 'disputed'))
        AND (before.email, before.status, before.amount_cents, before.refunded_cents, before.created_at)
          IS DISTINCT FROM (after.email, after.status, after.amount_cents, after.refunded_cents, after.created_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_customer_totals();--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_customer_totals();--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_customer_totals();--> statement-breakpoint
CREATE FUNCTION contact_messages_customer_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM customer_totals_recount(array(SELECT lower(email) FROM new_messages));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM customer_totals_recount(array(SELECT lower(email) FROM old_messages));
  ELSE
    PERFORM customer_totals_recount(array(
      SELECT unnest(ARRAY[lower(before.email), lower(after.email)])
      FROM old_messages AS before JOIN new_messages AS after ON after.id = before.id
      WHERE lower(before.email) IS DISTINCT FROM lower(after.email)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_messages_customer_totals_insert AFTER INSERT ON contact_messages
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION contact_messages_customer_totals();--> statement-breakpoint
CREATE TRIGGER contact_messages_customer_totals_update AFTER UPDATE ON contact_messages
  REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION contact_messages_customer_totals();--> statement-breakpoint
CREATE TRIGGER contact_messages_customer_totals_delete AFTER DELETE ON contact_messages
  REFERENCING OLD TABLE AS old_messages
  FOR EACH STATEMENT EXECUTE FUNCTION contact_messages_customer_totals();--> statement-breakpoint
-- grant_downloads.order_id and licence_machines.order_id: copied from the row's link or licence
-- as it is written (neither moves to another order), so the funnel reads them alone.
CREATE FUNCTION grant_downloads_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.order_id := (SELECT order_id FROM download_grants WHERE id = NEW.grant_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER grant_downloads_order BEFORE INSERT OR UPDATE OF grant_id, order_id ON grant_downloads
  FOR EACH ROW EXECUTE FUNCTION grant_downloads_order();--> statement-breakpoint
CREATE FUNCTION licence_machines_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.order_id := (SELECT order_id FROM licences WHERE id = NEW.licence_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER licence_machines_order BEFORE INSERT OR UPDATE OF licence_id, order_id ON licence_machines
  FOR EACH ROW EXECUTE FUNCTION licence_machines_order();--> statement-breakpoint
-- What was there before: the orders of past downloads and machines, the customers' sums.
UPDATE grant_downloads SET order_id = download_grants.order_id
  FROM download_grants WHERE download_grants.id = grant_downloads.grant_id;--> statement-breakpoint
UPDATE licence_machines SET order_id = licences.order_id
  FROM licences WHERE licences.id = licence_machines.licence_id;--> statement-breakpoint
SELECT customer_totals_recount(array(
  SELECT lower(email) FROM orders WHERE status IN ('completed', 'refunded', 'disputed')
  UNION SELECT lower(email) FROM contact_messages));
