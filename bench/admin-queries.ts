import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { searchOrders } from '../src/server/admin/order-search.ts';
import { toOrderRows } from '../src/server/admin/order-rows.ts';
import { listCustomers } from '../src/server/cockpit/customer-list.ts';
import {
  discountCodeUse,
  salesFunnel,
  salesSeries,
  todayIn,
  topArtPieces,
} from '../src/server/cockpit/sales-figures.ts';
import { addDays } from '../src/server/cockpit/sales-periods.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import type { Db } from '../src/server/db/client.ts';
import { SEEDED_DAYS, SEEDED_ORDERS, seedAdminQueryShop } from './admin-query-seed.ts';
import { createBenchDatabase } from './postgres.ts';
import type { AdminQueryFigures } from './results-shape.ts';
import { median } from './stats.ts';

/** Timed runs of each query after one uncounted warm-up run. */
export const ADMIN_QUERY_RUNS = 7;

/** The lists' and charts' work, each as its route does it (the whole year for the charts). */
function adminQueries(db: Db, today: string): Record<string, () => Promise<unknown>> {
  const range = { from: addDays(today, -(SEEDED_DAYS - 1)), to: today, timeZone: 'UTC' };
  const page = { limit: 50, offset: 0 };
  const ordersPage = async (q?: string) =>
    toOrderRows(db, (await searchOrders(db, { ...page, q })).orders, 'test');
  return {
    'Orders list, newest 50': () => ordersPage(),
    'Orders search by email': () => ordersPage('buyer4242@'),
    'Customers list, latest buyers first': () =>
      listCustomers(db, { ...page, sort: '-lastPurchaseAt' }),
    'Customers list, by total paid': () => listCustomers(db, { ...page, sort: '-totalPaidCents' }),
    'Customers search by email': () =>
      listCustomers(db, { ...page, q: 'buyer4242', sort: '-lastPurchaseAt' }),
    'Sales by day, a year': () => salesSeries(db, range, 'day'),
    'Sales by month, a year': () => salesSeries(db, range, 'month'),
    'Funnel, a year': () => salesFunnel(db, range),
    'Top art pieces, a year': () => topArtPieces(db, range),
    'Discount-code use, a year': () => discountCodeUse(db, range),
  };
}

/**
 * Seeds the database through a connection of its own, then times each query on a fresh one, as
 * the shop's server would run it. The session that loaded 100,000 orders (through the triggers
 * that keep the customers' totals, one recount of 60,000 addresses) stays slower afterwards:
 * on PostgreSQL the top art pieces took 85 to 120 ms there, 40 ms on a new connection. The shop's
 * connections never load a year of orders at once, so that session's pace is not the routes'.
 */
async function timeQueries(
  open: () => Promise<Database>,
): Promise<{ query: string; medianMs: number }[]> {
  const seeding = await open();
  try {
    await seeding.migrate();
    await seedAdminQueryShop(seeding.db);
  } finally {
    await seeding.close();
  }
  const database = await open();
  try {
    const queries = adminQueries(database.db, await todayIn(database.db, 'UTC'));
    const timed = [];
    for (const [query, run] of Object.entries(queries)) {
      await run();
      const durations: number[] = [];
      for (let i = 0; i < ADMIN_QUERY_RUNS; i += 1) {
        const start = performance.now();
        await run();
        durations.push(performance.now() - start);
      }
      timed.push({ query, medianMs: median(durations) });
    }
    return timed;
  } finally {
    await database.close();
  }
}

/** The admin's list and chart queries on 100,000 seeded orders, on PGlite and PostgreSQL. */
export async function benchAdminQueries(): Promise<AdminQueryFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-admin-queries-'));
  const databases: AdminQueryFigures['databases'] = [];
  try {
    console.log(`Admin queries: seeding ${SEEDED_ORDERS} orders on PGlite…`);
    const open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    databases.push({ database: 'PGlite', queries: await timeQueries(open) });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const server = await createBenchDatabase();
  if (!server) {
    databases.push({ database: 'PostgreSQL', notMeasured: 'no PostgreSQL server answered' });
  } else {
    try {
      console.log(`Admin queries: seeding ${SEEDED_ORDERS} orders on PostgreSQL…`);
      const open = () => openDatabase({ kind: 'postgres', url: server.url });
      databases.push({ database: 'PostgreSQL', queries: await timeQueries(open) });
    } finally {
      await server.drop();
    }
  }
  return { orders: SEEDED_ORDERS, runs: ADMIN_QUERY_RUNS, databases };
}
