import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxStatuses } from '../../shared/admin/mail.ts';
import { artRarities } from '../../shared/art.ts';
import { orderStatuses } from '../../shared/order-view.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import type { Database } from './client.ts';

/** Inserts an order with this status (raw SQL: the types would refuse a wrong one first). */
const insertOrder = (database: Database, status: string) =>
  database.db.execute(sql`
    insert into orders (token_hash, email, product, amount_cents, currency, status, provider)
    values (${`hash-${status}-${Math.random()}`}, 'ada@example.com', 'bot', 14900, 'USD', ${status}, 'test')`);

/** The database's own words for a refused write (drizzle wraps them as the error's cause). */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => 'accepted',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

// The status columns take exactly the values their shared lists name, so a typo in code or a
// hand-edited row fails loudly instead of becoming an order no screen knows how to show.
describe.each(testDatabaseKinds())('status columns on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('accepts every order status the shop knows', async () => {
    for (const status of orderStatuses) await insertOrder(database, status);
  });

  it('refuses an order status outside the list', async () => {
    expect(await refusal(insertOrder(database, 'shipped'))).toMatch(
      /violates check constraint "orders_status_check"/,
    );
  });

  it('refuses an unknown mail status, art rarity and provider', async () => {
    expect(outboxStatuses).not.toContain('queued');
    expect(
      await refusal(
        database.db.execute(sql`
        insert into outbox (kind, to_address, subject, text_body, html_body, status)
        values ('receipt', 'ada@example.com', 's', 't', 'h', 'queued')`),
      ),
    ).toMatch(/violates check constraint "outbox_status_check"/);

    expect(artRarities).not.toContain('mythic');
    expect(
      await refusal(
        database.db.execute(sql`
        insert into art_collections (name, price_cents, total_supply, remaining_supply, rarity)
        values ('Piece', 100, 1, 1, 'mythic')`),
      ),
    ).toMatch(/violates check constraint "art_collections_rarity_check"/);

    expect(
      await refusal(
        database.db.execute(sql`
        insert into orders (token_hash, email, product, amount_cents, currency, provider)
        values ('h-provider', 'ada@example.com', 'bot', 14900, 'USD', 'paypal')`),
      ),
    ).toMatch(/violates check constraint "orders_provider_check"/);
  });
});
