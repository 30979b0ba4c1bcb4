import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import Stripe from 'stripe';
import { FakeStripe } from '../../src/server/testing/fake-stripe.ts';
import { send } from './client.ts';
import { Cluster } from './cluster.ts';
import type { ScaleOptions } from './options.ts';
import { createScaleDatabase, type ScaleDatabase } from './scale-database.ts';

const PROCESSES = 2;

/**
 * Shop processes on the Stripe provider, whose API calls go to the fake Stripe this harness runs
 * (STRIPE_API_URL) and which take webhooks signed with a secret made for this run. No SMTP: each
 * keeps its mail as files in its DATA_DIR, which are counted.
 */
export async function startStripeCluster(options: ScaleOptions, nextPort: () => Promise<number>) {
  const fake = new FakeStripe();
  const api = await fake.start();
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  let db: ScaleDatabase | undefined;
  let cluster: Cluster | undefined;
  try {
    db = await createScaleDatabase(options.adminDatabaseUrl, 'stripe');
    cluster = await Cluster.start({
      label: 'stripe',
      processes: PROCESSES,
      node: options.node,
      nextPort,
      env: {
        DATABASE_URL: db.url,
        REDIS_URL: options.redisUrl,
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
        STRIPE_PUBLISHABLE_KEY: `pk_test_${randomBytes(12).toString('hex')}`,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: `http://${api.host}:${api.port}`,
      },
    });
  } catch (error) {
    await db?.drop();
    await fake.stop();
    throw error;
  }
  const shop = cluster;
  const database = db;
  const signer = new Stripe('sk_test_signer_only');
  return {
    cluster: shop,
    db: database,
    fake,
    /** Stripe's signature header for `payload`, made with `secret` (the run's, unless forging). */
    sign: (payload: string, secret = webhookSecret) =>
      signer.webhooks.generateTestHeaderString({ payload, secret }),
    /** Posts a webhook body as Stripe does, with whatever signature header it is given. */
    post: (from: string, payload: string, signature?: string) =>
      send(shop.url, 'POST', '/api/webhooks/stripe', {
        from,
        body: Buffer.from(payload),
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      }),
    /** Mail the processes kept as files, over all their DATA_DIRs. */
    mailFiles: async () => {
      let files = 0;
      for (const process of shop.processes) {
        const folder = path.join(shop.dataDirOf(process.name), 'mail');
        files += (await readdir(folder).catch(() => [])).filter((name) =>
          name.endsWith('.eml'),
        ).length;
      }
      return files;
    },
    stop: async () => {
      await shop.stop();
      await database.drop();
      await fake.stop();
    },
  };
}
