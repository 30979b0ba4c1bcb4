import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { addressSource, API_ROUTES, apiCall, EXPECTED_STATUS } from './api-calls.ts';
import { compareApiRounds } from './api-figures.ts';
import { apiLoad, type ApiLoadResult } from './api-load.ts';
import { startBareApi } from './bare-api-process.ts';
import { createBenchDatabase } from './postgres.ts';
import { buyBot } from './purchases.ts';
import type { ApiDatabaseFigures, ApiFigures, ApiRoute } from './results-shape.ts';
import { type ShopSettings, startShop } from './shop-server.ts';
import { type Side, sidesInRound } from './sides.ts';

// Even, so each side goes first in as many rounds as the other (`balancedRatio`).
const ROUNDS = 6;
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 1;
const MAIL_DRAIN_TIMEOUT_MS = 180_000;
const MAIL_POLL_MS = 250;
// Each contact message queues a staff notification and the visitor's acknowledgement.
const MAILS_PER_MESSAGE = 2;

export interface ApiBenchSettings {
  seconds: number;
  nextPort: () => Promise<number>;
  work: string;
}

type Results = Record<ApiRoute, Record<Side, ApiLoadResult[]>>;

const emptyResults = (): Results =>
  Object.fromEntries(
    API_ROUTES.map((route) => [route, { shop: [], bare: [] }]),
  ) as unknown as Results;

async function mailFiles(folder: string): Promise<number> {
  try {
    return (await readdir(folder)).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

/**
 * Waits until the contact messages' mails are written (both sides send them with the shop's
 * outbox worker and local transport), so no backlog runs into the next server's turn, then
 * removes them: a run writes tens of thousands.
 */
async function drainMail(folder: string, expected: number): Promise<string | undefined> {
  const deadline = Date.now() + MAIL_DRAIN_TIMEOUT_MS;
  let written = await mailFiles(folder);
  while (written < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
    written = await mailFiles(folder);
  }
  await rm(folder, { recursive: true, force: true });
  return written < expected
    ? `${expected - written} of ${expected} contact mails still unsent after ${MAIL_DRAIN_TIMEOUT_MS / 1000} s`
    : undefined;
}

/**
 * Shop and bare app take turns on one database (PGlite's folder opens in one process only):
 * each round starts one, runs every route (a warm-up, then the measured load), waits for its
 * contact mails, stops it, and does the same with the other, the first side changing each round.
 */
async function benchOn(
  database: 'PGlite' | 'PostgreSQL',
  shopSettings: ShopSettings,
  seconds: number,
): Promise<ApiDatabaseFigures> {
  // The first start sets the database up (migrations, sample art); the bench buys one order.
  const first = await startShop(shopSettings);
  let orderToken: string;
  try {
    const bought = await buyBot(first.origin, 1);
    if (bought.view.order.status !== 'completed') {
      throw new Error(`the bench's order is ${bought.view.order.status}, not completed`);
    }
    orderToken = bought.orderToken;
  } finally {
    await first.stop();
  }

  const nextAddress = addressSource();
  const mailFolder = path.join(shopSettings.dataDir, 'mail');
  const measured = emptyResults();
  const warmUps = emptyResults();
  const drainErrors: Record<Side, string[]> = { shop: [], bare: [] };
  const start = (side: Side) =>
    side === 'shop' ? startShop(shopSettings) : startBareApi(shopSettings);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of sidesInRound(round)) {
      const server = await start(side);
      try {
        const mailBefore = await mailFiles(mailFolder);
        for (const route of API_ROUTES) {
          const load = (loadSeconds: number) =>
            apiLoad(
              server.origin,
              () => apiCall(route, nextAddress(), orderToken),
              EXPECTED_STATUS[route],
              {
                connections: CONNECTIONS,
                seconds: loadSeconds,
              },
            );
          warmUps[route][side].push(await load(WARM_UP_SECONDS));
          measured[route][side].push(await load(seconds));
        }
        const messages =
          warmUps.contact[side].at(-1)!.answered + measured.contact[side].at(-1)!.answered;
        const unsent = await drainMail(mailFolder, mailBefore + messages * MAILS_PER_MESSAGE);
        if (unsent) drainErrors[side].push(unsent);
      } finally {
        await server.stop();
      }
    }
    console.log(
      `API on ${database}, round ${round + 1}: ${API_ROUTES.map((route) => `${route} ${measured[route].shop.at(-1)!.rate.toFixed(0)} vs ${measured[route].bare.at(-1)!.rate.toFixed(0)}`).join(', ')} req/s`,
    );
  }
  const comparisons = API_ROUTES.map((route) =>
    compareApiRounds(route, measured[route], warmUps[route]),
  );
  // Mail left unsent counts against the contact route of the side that left it.
  const contact = comparisons.find((comparison) => comparison.route === 'contact')!;
  for (const side of ['shop', 'bare'] as const) {
    contact.errors[side] += drainErrors[side].length;
    contact.firstErrors.push(...drainErrors[side].map((error) => `${side}: ${error}`));
  }
  return { database, comparisons };
}

/**
 * API routes through the shop beside a bare Fastify app, on PGlite and then on a PostgreSQL
 * database of the bench's own (or noted as not measured without a server).
 */
export async function benchApi({ seconds, nextPort, work }: ApiBenchSettings): Promise<ApiFigures> {
  const databases: ApiDatabaseFigures[] = [];
  const guarded = async (
    database: 'PGlite' | 'PostgreSQL',
    run: () => Promise<ApiDatabaseFigures>,
  ) => {
    try {
      databases.push(await run());
    } catch (error) {
      console.error(`API on ${database} stopped: ${(error as Error).message}`);
      databases.push({
        database,
        notMeasured: (error as Error).message.split('\n')[0]!,
        unreachable: false,
      });
    }
  };
  await guarded('PGlite', async () =>
    benchOn('PGlite', { port: await nextPort(), dataDir: path.join(work, 'api-pglite') }, seconds),
  );
  const postgres = await createBenchDatabase();
  if (!postgres) {
    databases.push({
      database: 'PostgreSQL',
      notMeasured: 'no PostgreSQL server answered',
      unreachable: true,
    });
  } else {
    try {
      await guarded('PostgreSQL', async () =>
        benchOn(
          'PostgreSQL',
          {
            port: await nextPort(),
            dataDir: path.join(work, 'api-postgres'),
            databaseUrl: postgres.url,
          },
          seconds,
        ),
      );
    } finally {
      await postgres.drop();
    }
  }
  return {
    connections: CONNECTIONS,
    seconds,
    warmUpSeconds: WARM_UP_SECONDS,
    rounds: ROUNDS,
    databases,
  };
}
