import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ClientAddresses, jsonOf } from '../tests/scale/client.ts';
import { Cluster } from '../tests/scale/cluster.ts';
import { MailSink } from '../tests/scale/mail-sink.ts';
import { createScaleDatabase, type ScaleDatabase } from '../tests/scale/scale-database.ts';
import { asAdmin, signIn } from '../tests/scale/shop-calls.ts';
import { sleep } from '../tests/scale/waiting.ts';
import { type BuyerWalk, walkTheDrop } from './drop-buyer.ts';
import { arrivalTimes, summarizeWalks } from './drop-figures.ts';
import type { DropFigures, ProcessMemory } from './results-shape.ts';

export interface DropSettings {
  buyers: number;
  editions: number;
  /** The window the buyers arrive in. */
  seconds: number;
  nextPort: () => Promise<number>;
  adminDatabaseUrl: string;
  redisUrl: string;
}

const PROCESSES = 3;
/** Enough that the round-robin proxy hands every step to every process at least once. */
const WARM_UP_BUYERS = PROCESSES * 3;
const SAMPLE_EVERY_MS = 1000;
/** "A minute after": when the memory each process keeps is read. */
const SETTLE_MS = 60_000;

/** Each process's memory, read every second while `work` runs: before, the peak, and after. */
async function sampleMemory<T>(
  cluster: Cluster,
  work: () => Promise<T>,
): Promise<{ result: T; memory: ProcessMemory[] }> {
  const read = () => Promise.all(cluster.processes.map((shop) => shop.rssMb()));
  const before = await read();
  const peak = [...before];
  let running = true;
  const sampler = (async () => {
    while (running) {
      (await read()).forEach((mb, index) => {
        peak[index] = Math.max(peak[index] ?? 0, mb);
      });
      await sleep(SAMPLE_EVERY_MS);
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    running = false;
    await sampler;
  }
  await sleep(SETTLE_MS);
  const after = await read();
  return {
    result,
    memory: cluster.processes.map((shop, index) => ({
      process: shop.name,
      beforeMb: before[index] ?? 0,
      peakMb: peak[index] ?? 0,
      afterMb: after[index] ?? 0,
    })),
  };
}

/** What the shop's own records say after the drop: the truth the buyers' answers must match. */
async function ledger(db: ScaleDatabase, collectionId: number) {
  const [collection] = await db.rows<{ remaining: number; held: number; issued: number }>(
    `select remaining_supply as remaining, held_count as held, editions_issued as issued
       from art_collections where id = $1`,
    [collectionId],
  );
  const count = (where: string) =>
    db.count(`select count(*) from orders where art_collection_id = $1 and ${where}`, [
      collectionId,
    ]);
  return {
    editionsSold: await count("status = 'completed'"),
    editionsIssued: collection?.issued ?? -1,
    remainingSupply: collection?.remaining ?? -1,
    heldCount: collection?.held ?? -1,
    holdsOpen: await count("hold_state = 'held'"),
    oversold: await count("hold_state = 'oversold'"),
    mailsQueued: await db.count(
      `select count(*) from outbox o join orders r on r.email = o.to_address
        where o.kind = 'art-delivery' and r.art_collection_id = $1 and r.status = 'completed'`,
      [collectionId],
    ),
  };
}

/**
 * Launch day: a piece of `editions` editions, and `buyers` buyers arriving within `seconds`,
 * each from an address of its own, walking status → intent → payment → thank-you → download on
 * three shop processes that share one PostgreSQL and one Redis, behind a round-robin proxy.
 */
export async function benchArtDrop(settings: DropSettings): Promise<DropFigures> {
  const runId = randomBytes(3).toString('hex');
  const work = await mkdtemp(path.join(os.tmpdir(), 'cryptomaton-bench-drop-'));
  const sink = new MailSink(await settings.nextPort(), path.join(work, 'smtp'));
  await sink.start();
  const db = await createScaleDatabase(settings.adminDatabaseUrl, `drop_${runId}`);
  const admin = {
    email: `owner-${runId}@example.com`,
    password: randomBytes(18).toString('base64url'),
  };
  let cluster: Cluster | undefined;
  try {
    cluster = await Cluster.start({
      label: `drop-${runId}`,
      processes: PROCESSES,
      node: process.execPath,
      nextPort: settings.nextPort,
      env: {
        DATABASE_URL: db.url,
        REDIS_URL: settings.redisUrl,
        SMTP_URL: sink.smtpUrl,
        PAYMENTS_PROVIDER: 'test',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
    const origin = cluster.url;
    const addresses = new ClientAddresses();
    const owner = addresses.next();
    const cookie = await signIn(origin, owner, admin);
    const createPiece = async (name: string, editions: number) => {
      const created = await asAdmin(origin, owner, cookie, 'POST', '/api/art/collections', {
        name,
        price: 49,
        totalSupply: editions,
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        rarity: 'legendary',
      });
      if (created.status !== 201) {
        throw new Error(`could not create ${name}: ${created.status} ${created.body.toString()}`);
      }
      return jsonOf<{ id: number }>(created).id;
    };
    // Each process serves every step a few times first, so "before" is a process that has loaded
    // what a sale needs (the PDF and zip code, prepared statements), as a running shop has.
    const warmUp = await createPiece(`Warm-up ${runId}`, WARM_UP_BUYERS);
    const warmed = await Promise.all(
      Array.from({ length: WARM_UP_BUYERS }, (_, index) =>
        walkTheDrop(origin, addresses.next(), `warm-up-${index}-${runId}@example.com`, warmUp),
      ),
    );
    const coldError = warmed.flatMap((walk) => walk.requests).find((request) => request.error);
    if (coldError) throw new Error(`the warm-up failed: ${coldError.error}`);
    const id = await createPiece(`Launch Day ${runId}`, settings.editions);

    const started = performance.now();
    const { result: walks, memory } = await sampleMemory(cluster, () =>
      Promise.all(
        arrivalTimes(settings.buyers, settings.seconds * 1000).map(
          async (arrival, index): Promise<BuyerWalk> => {
            await sleep(arrival);
            return walkTheDrop(origin, addresses.next(), `drop-${index}-${runId}@example.com`, id);
          },
        ),
      ),
    );
    const walkedSeconds = (performance.now() - started) / 1000;
    return {
      buyers: settings.buyers,
      editions: settings.editions,
      arrivalSeconds: settings.seconds,
      processes: PROCESSES,
      walkedSeconds,
      ...summarizeWalks(walks),
      ...(await ledger(db, id)),
      memory,
    };
  } finally {
    await cluster?.stop();
    await sink.stop();
    await db.drop();
    await rm(work, { recursive: true, force: true });
  }
}
