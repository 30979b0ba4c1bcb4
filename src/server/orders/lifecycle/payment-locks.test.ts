import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { insertArtCollection } from '../../testing/art-fixtures.ts';
import { payWithTestCard, startArtCheckout, startCheckout } from '../../testing/purchase.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

/**
 * A payment's transaction locks two rows every other payment needs: the invoice counter (one for
 * the whole shop) and, for art, the piece's supply. Each stays locked until the commit, so every
 * statement the transaction sends after taking one is time all other payments of the shop (or
 * the piece) wait: on launch day, 100 payments in seconds queued behind the counter for up to 7 s.
 * These read the statements the shop sends and hold both locks to the few that need them.
 */
describe('the rows a payment locks for everyone (PGlite, statements logged)', () => {
  let t: TestApp;
  let statements: string[];

  beforeEach(async () => {
    statements = [];
    const lent = await createTestDatabase('pglite');
    const client = (lent.db as unknown as { $client: PGlite }).$client;
    const db = drizzle(client, {
      schema,
      logger: { logQuery: (query) => statements.push(query.replace(/\s+/g, ' ')) },
    }) as unknown as Db;
    t = await createTestApp('pglite', { database: { ...lent, db } });
  });
  afterEach(async () => {
    await t.app.close();
  });

  /** The payment's transaction: from its event's record to its outcome, in order. */
  const paymentTransaction = () => {
    const first = statements.findIndex((sql) => sql.startsWith('insert into "payment_events"'));
    const last = statements.findIndex((sql) => sql.startsWith('update "payment_events" set'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(last).toBeGreaterThan(first);
    return statements.slice(first, last + 1);
  };
  const statementsFrom = (sent: string[], lock: string) => {
    const at = sent.findIndex((sql) => sql.startsWith(lock));
    expect(at, `no statement starts with ${lock}`).toBeGreaterThanOrEqual(0);
    return sent.slice(at + 1).map((sql) => sql.split(' ').slice(0, 3).join(' '));
  };
  const takesInvoiceNumber = 'insert into "document_counters"';

  it('takes the invoice number last: only the invoice, the receipt and the outcome follow it', async () => {
    const checkout = await startCheckout(t.app);
    statements.length = 0;
    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);

    expect(statementsFrom(paymentTransaction(), takesInvoiceNumber)).toEqual([
      'insert into "invoices"',
      'insert into "outbox"',
      'update "payment_events" set',
    ]);
  });

  it("holds the piece's unit last when checkout opens the order", async () => {
    const piece = await insertArtCollection(t.database.db, { totalSupply: 5 });
    statements.length = 0;
    expect((await startArtCheckout(t.app, piece.id)).statusCode).toBe(200);

    const opening = statements.map((sql) => sql.split(' ').slice(0, 3).join(' '));
    const hold = opening.indexOf('update "art_collections" set');
    expect(hold).toBeGreaterThan(opening.indexOf('insert into "orders"'));
    expect(hold).toBeGreaterThan(opening.indexOf('insert into "order_acceptances"'));
    // Next comes the provider's intent, made once the order is committed.
    expect(opening[hold + 1]).toBe('insert into "test_payment_intents"');
  });

  it("takes the piece's unit after the reads, then the invoice number, then only writes", async () => {
    const piece = await insertArtCollection(t.database.db, { totalSupply: 5 });
    const intent = await startArtCheckout(t.app, piece.id);
    expect(intent.statusCode).toBe(200);
    statements.length = 0;
    expect((await payWithTestCard(t.app, intent.json().clientSecret)).statusCode).toBe(200);

    const sent = paymentTransaction();
    expect(statementsFrom(sent, takesInvoiceNumber)).toEqual([
      'insert into "invoices"',
      'insert into "outbox"',
      'update "payment_events" set',
    ]);
    const afterTheUnit = statementsFrom(sent, 'update "art_collections" set "remaining_supply"');
    // Whether the order was invoiced before (paid again after a failure) is the one read left.
    expect(afterTheUnit.filter((sql) => sql.startsWith('select'))).toEqual([
      'select "order_id", "number",',
    ]);
    expect(afterTheUnit).toHaveLength(7);
  });
});
