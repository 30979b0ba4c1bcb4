-- A contact message changes only its address's count of messages, so the trigger adds or takes
-- off one per message instead of recounting the address (0026 counted every message of the
-- address and its orders again: each message from one address cost more than the last, and a
-- flood from one address slowed the form for everybody). Rows are changed in the addresses'
-- order; ON CONFLICT DO UPDATE adds to the row's latest committed version, so a recount of the
-- same address (an order paid) either waits for this transaction and counts its message, or
-- comes first and this one adds to it.
CREATE FUNCTION customer_totals_count_messages(added text[], removed text[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO customer_totals AS totals (email, messages)
    SELECT address, sum(change) FROM (
      SELECT unnest(added) AS address, 1 AS change
      UNION ALL SELECT unnest(removed), -1
    ) AS changes
    GROUP BY address HAVING sum(change) <> 0 ORDER BY address
    ON CONFLICT (email) DO UPDATE SET messages = totals.messages + excluded.messages
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION contact_messages_customer_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM customer_totals_count_messages(array(SELECT lower(email) FROM new_messages), NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM customer_totals_count_messages(NULL, array(SELECT lower(email) FROM old_messages));
  ELSE
    PERFORM customer_totals_count_messages(
      array(SELECT lower(after.email)
        FROM old_messages AS before JOIN new_messages AS after ON after.id = before.id
        WHERE lower(before.email) IS DISTINCT FROM lower(after.email)),
      array(SELECT lower(before.email)
        FROM old_messages AS before JOIN new_messages AS after ON after.id = before.id
        WHERE lower(before.email) IS DISTINCT FROM lower(after.email)));
  END IF;
  RETURN NULL;
END $$;
