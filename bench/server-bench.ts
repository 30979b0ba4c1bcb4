import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { benchApi } from './api-bench.ts';
import { startBareServer } from './bare-server-process.ts';
import { autocannonRate } from './autocannon-load.ts';
import { startDownloadClient } from './download-client-process.ts';
import { keepAliveRate } from './http-load.ts';
import { findPackage, writeRandomZip } from './payload.ts';
import { createBenchDatabase } from './postgres.ts';
import { groupRssMb } from './process-group.ts';
import { buyDownloads } from './purchases.ts';
import { rawGet } from './raw-get.ts';
import type { RateComparison, ServerFigures } from './results-shape.ts';
import { type RunningShop, startShop } from './shop-server.ts';
import { sidesInRound } from './sides.ts';
import { median } from './stats.ts';

const CONNECTIONS = 50;
const ROUNDS = 2;
const STARTUPS = 3;
const IDLE_SETTLE_MS = 5_000;
const DOWNLOAD_BYTES = 32 * 1024 * 1024;
// 30 orders give 90 downloads: a warm-up turn and 9 measured turns of 9 downloads a side.
const DOWNLOAD_ORDERS = 30;
const DOWNLOAD_CONNECTIONS = 3;
const DOWNLOAD_TURN_SIZE = 9;
const DOWNLOAD_SETTLE_MS = 5_000;

export interface ServerBenchSettings {
  seconds: number;
  /** Also bench the API routes beside a bare Fastify app. */
  api: boolean;
  nextPort: () => Promise<number>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory once the shop has been ready and untouched for a few seconds. */
async function idleRssMb(shop: RunningShop): Promise<number> {
  await pause(IDLE_SETTLE_MS);
  return groupRssMb(shop.group.pid);
}

/** Shop and bare server take turns, the first side changing each round; medians per side. */
async function compareRates(
  measure: (side: 'shop' | 'bare') => Promise<number>,
  labels: Pick<RateComparison, 'unit' | 'client'>,
): Promise<RateComparison> {
  const rates = { shop: [] as number[], bare: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of sidesInRound(round)) rates[side].push(await measure(side));
  }
  const shop = median(rates.shop);
  const bare = median(rates.bare);
  return { shop, bare, ratio: shop / bare, ...labels };
}

/**
 * MB/s of the shop's downloads (each URL once: a download can be used up) beside as many of the
 * bare server's, medians of turns. Shop and bare server take turns, the first side changing each
 * turn, so a busy spell on the machine lands on both sides. The first turn is not counted: both
 * sides run it slower than the turns after it (the shop at about half speed, while the code on
 * both ends of a download is not yet optimised), and a median of three turns that counted it
 * swung from 0.67× to 0.94× on one build.
 */
async function compareDownloads(
  shopUrls: string[],
  bareUrl: string,
): Promise<{ shop: number; bare: number; measuredTurns: number }> {
  const rates = { shop: [] as number[], bare: [] as number[] };
  const turns = Math.ceil(shopUrls.length / DOWNLOAD_TURN_SIZE);
  const client = startDownloadClient();
  try {
    for (let turn = 0; turn < turns; turn += 1) {
      const group = shopUrls.slice(turn * DOWNLOAD_TURN_SIZE, (turn + 1) * DOWNLOAD_TURN_SIZE);
      const urls = { shop: group, bare: group.map(() => bareUrl) };
      for (const side of sidesInRound(turn)) {
        const rate = await client.rate(urls[side], DOWNLOAD_CONNECTIONS);
        if (turn > 0) rates[side].push(rate);
      }
    }
  } finally {
    await client.stop();
  }
  return { shop: median(rates.shop), bare: median(rates.bare), measuredTurns: turns - 1 };
}

/** Headers of the connection or of this one body, which the bare server sets itself. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The shop's headers for an answer, for the bare server to send the same (its x-request-id too). */
function headersToReplay(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
}

/** The bytes the shop answers a browser with, headers included, for the bare server to send. */
async function captureResponses(shop: RunningShop, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const home = await rawGet(`${shop.origin}/`, { 'accept-encoding': 'br' });
  if (home.headers['content-encoding'] !== 'br') throw new Error('the shop sent / without brotli');
  const keep = async (name: string, answer: { headers: IncomingHttpHeaders; body: Buffer }) => {
    await writeFile(path.join(folder, name), answer.body);
    await writeFile(
      path.join(folder, `${name}.headers.json`),
      JSON.stringify(headersToReplay(answer.headers)),
    );
  };
  await keep('index.html.br', home);
  await writeFile(path.join(folder, 'index.html'), brotliDecompressSync(home.body));
  await keep('healthz.json', await rawGet(`${shop.origin}/healthz`));
}

/** Throughput beside a bare server, start-up and idle memory, all on the embedded database. */
async function benchOnPglite(
  settings: ServerBenchSettings,
  work: string,
): Promise<Omit<ServerFigures, 'idleRssPostgresMb' | 'api'>> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const dataDir = path.join(work, 'data');
    const payload = path.join(work, 'bench-payload.zip');
    await writeRandomZip(payload, DOWNLOAD_BYTES);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    execFileSync('npm', ['run', '--silent', 'products', '--', 'add', payload, '--active'], {
      env,
      stdio: 'ignore',
    });
    const packageFile = await findPackage(dataDir, payload);

    const port = await settings.nextPort();
    // The first start renders the sample art and the like; the restarts after it are timed.
    await (await startShop({ port, dataDir })).stop();
    const startups: number[] = [];
    let shop: RunningShop | undefined;
    for (let start = 0; start < STARTUPS; start += 1) {
      await shop?.stop();
      shop = await startShop({ port, dataDir });
      startups.push(shop.startupMs);
    }
    const running = shop!;
    cleanups.unshift(running.stop);
    const idleRssPgliteMb = await idleRssMb(running);
    console.log(
      `start-up ${startups.map(Math.round).join(', ')} ms; idle RSS ${idleRssPgliteMb.toFixed(0)} MB on PGlite`,
    );

    const bareFolder = path.join(work, 'bare');
    await captureResponses(running, bareFolder);
    const bare = await startBareServer(await settings.nextPort(), bareFolder, packageFile);
    cleanups.unshift(bare.stop);
    const load = { connections: CONNECTIONS, seconds: settings.seconds };
    const url = (side: 'shop' | 'bare', shopPath: string, barePath: string) =>
      side === 'shop' ? `${running.origin}${shopPath}` : `${bare.origin}${barePath}`;

    const home = await compareRates((side) => keepAliveRate(url(side, '/', '/'), load), {
      unit: 'req/s',
      client: 'node:http',
    });
    console.log(`GET / ${home.shop.toFixed(0)} vs ${home.bare.toFixed(0)} req/s`);
    const homeBesideLean = await compareRates(
      (side) => keepAliveRate(url(side, '/', '/lean/'), load),
      { unit: 'req/s', client: 'node:http' },
    );
    console.log(
      `GET / ${homeBesideLean.shop.toFixed(0)} vs ${homeBesideLean.bare.toFixed(0)} req/s (bare with lean headers)`,
    );
    const healthz = await compareRates(
      (side) => autocannonRate(url(side, '/healthz', '/healthz.json'), load),
      { unit: 'req/s', client: 'autocannon' },
    );
    console.log(`GET /healthz ${healthz.shop.toFixed(0)} vs ${healthz.bare.toFixed(0)} req/s`);

    const downloads = await buyDownloads(running.origin, DOWNLOAD_ORDERS);
    // The purchases leave receipts for the shop's mail worker: let it finish them, so the
    // downloads are measured against the download path only.
    await pause(DOWNLOAD_SETTLE_MS);
    const {
      shop: shopMbps,
      bare: bareMbps,
      measuredTurns,
    } = await compareDownloads(
      downloads.map((download) => `${running.origin}${download}`),
      `${bare.origin}/download`,
    );
    console.log(`download ${shopMbps.toFixed(0)} vs ${bareMbps.toFixed(0)} MB/s`);

    return {
      load: {
        ...load,
        rounds: ROUNDS,
        downloads: downloads.length,
        downloadConnections: DOWNLOAD_CONNECTIONS,
        downloadTurns: measuredTurns,
      },
      home,
      homeBesideLean,
      healthz,
      download: {
        shop: shopMbps,
        bare: bareMbps,
        ratio: shopMbps / bareMbps,
        unit: 'MB/s',
        client: 'node:http',
        fileBytes: (await stat(packageFile)).size,
      },
      startupMs: median(startups),
      idleRssPgliteMb,
    };
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

/** Idle memory of the shop on a PostgreSQL database of its own; null without a server. */
async function idleRssOnPostgres(port: number, dataDir: string): Promise<number | null> {
  const database = await createBenchDatabase();
  if (!database) return null;
  try {
    // As on PGlite, the first start renders the sample art (loading sharp); idle is measured on
    // the restart, the state a running shop is in.
    await (await startShop({ port, dataDir, databaseUrl: database.url })).stop();
    const shop = await startShop({ port, dataDir, databaseUrl: database.url });
    try {
      const rss = await idleRssMb(shop);
      console.log(`idle RSS ${rss.toFixed(0)} MB on PostgreSQL`);
      return rss;
    } finally {
      await shop.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * Server figures: throughput beside a bare `node:http` server, start-up and idle memory on
 * PGlite, then idle memory on PostgreSQL, then API routes beside a bare Fastify app on both,
 * each shop stopped before the next starts.
 */
export async function benchServer(settings: ServerBenchSettings): Promise<ServerFigures> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'cryptomaton-bench-server-'));
  try {
    const pglite = await benchOnPglite(settings, work);
    const idleRssPostgresMb = await idleRssOnPostgres(
      await settings.nextPort(),
      path.join(work, 'pg-data'),
    );
    const api = settings.api
      ? await benchApi({ seconds: settings.seconds, nextPort: settings.nextPort, work })
      : null;
    return { ...pglite, idleRssPostgresMb, api };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
