import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { pgliteExtensions } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/** Runs one migration file as the migrator does: statement by statement. */
async function apply(db: PGlite, file: string) {
  const text = readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

it('numbers the orders paid before invoices in order of completion, and credits the refunded', async () => {
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const invoicesAt = files.findIndex((file) => file.endsWith('_invoices.sql'));
  expect(invoicesAt).toBeGreaterThan(0);
  const db = new PGlite({ extensions: await pgliteExtensions() });
  try {
    for (const file of files.slice(0, invoicesAt)) await apply(db, file);
    // Ids out of completion order; one never paid; one refunded after it was paid.
    const order = (id: number, status: string, completed: string | null, refunded?: string) =>
      db.query(
        `insert into orders (id, token_hash, email, product, amount_cents, currency, status, provider, completed_at, refunded_at)
         values ($1, $2, 'b@example.com', 'bot', 14900, 'usd', $3, 'test', $4, $5)`,
        [id, `hash${id}`, status, completed, refunded ?? null],
      );
    await order(1, 'completed', '2026-03-02T00:00:00Z');
    await order(2, 'refunded', '2026-03-01T00:00:00Z', '2026-03-05T00:00:00Z');
    await order(3, 'pending', null);
    await order(4, 'completed', '2026-03-03T00:00:00Z');
    for (const file of files.slice(invoicesAt)) await apply(db, file);

    const { rows: invoices } = await db.query(
      `select order_id, number, issued_at from invoices order by number`,
    );
    expect(invoices).toEqual([
      { order_id: 2, number: 1, issued_at: new Date('2026-03-01T00:00:00Z') },
      { order_id: 1, number: 2, issued_at: new Date('2026-03-02T00:00:00Z') },
      { order_id: 4, number: 3, issued_at: new Date('2026-03-03T00:00:00Z') },
    ]);
    const { rows: notes } = await db.query(
      `select number, order_id, invoice_number, amount_cents, refund_key, issued_at from credit_notes`,
    );
    expect(notes).toEqual([
      {
        number: 1,
        order_id: 2,
        invoice_number: 1,
        amount_cents: 14_900,
        refund_key: 'order:2',
        issued_at: new Date('2026-03-05T00:00:00Z'),
      },
    ]);
    const { rows: counters } = await db.query(
      `select kind, last_number from document_counters order by kind`,
    );
    expect(counters).toEqual([
      { kind: 'credit-note', last_number: 1 },
      { kind: 'invoice', last_number: 3 },
    ]);
  } finally {
    await db.close();
  }
});
