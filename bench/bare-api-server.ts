/**
 * The yardstick for the shop's API: a plain Fastify app (no logger, plugins or schemas) answering
 * three of the shop's routes with the shop's own code on the shop's own database.
 *
 *   node --import tsx bench/bare-api-server.ts <port>   (with the shop's environment)
 *
 * It opens the database the way the shop does (`openShopDatabase`, from the same DATA_DIR or
 * DATABASE_URL), runs the same queries and the same view shaping, and sends them with
 * JSON.stringify. Contact messages are stored by the shop's own function and their mails sent
 * by the shop's own outbox worker and transport, as the shop does after answering. What the
 * shop spends beyond this is its request pipeline: zod, headers, rate limits, request ids, logs.
 */
import Fastify from 'fastify';
import { siteConfig } from '../src/shared/site-config.ts';
import { buildOrderView } from '../src/server/checkout/order-view.ts';
import { listArtCollections } from '../src/server/art/collection-view.ts';
import { loadConfig } from '../src/server/config.ts';
import {
  type ContactMessage,
  saveContactMessage,
} from '../src/server/contact/save-contact-message.ts';
import { openShopDatabase } from '../src/server/open-shop-database.ts';
import { OutboxWorker } from '../src/server/mail/outbox-worker.ts';
import { localTransport } from '../src/server/mail/transport.ts';
import { findOrderByToken } from '../src/server/orders/order-repository.ts';
import { loadLibrarySealKey } from '../src/server/licences/library-seal-key.ts';
import path from 'node:path';

const port = Number(process.argv[2]);
const config = loadConfig();
if (config.smtpUrl)
  throw new Error('the bare API server writes mail as the bench shop does: no SMTP_URL');
const database = await openShopDatabase(config);
const { db } = database;
const app = Fastify();
const outbox = new OutboxWorker(
  db,
  localTransport(path.join(config.dataDir, 'mail'), config.mailFrom),
  app.log,
);
const contactSettings = {
  publicUrl: config.publicUrl,
  staffEmail: config.admin?.email ?? siteConfig.links.supportEmail,
};
const json = 'application/json; charset=utf-8';
const librarySeal = await loadLibrarySealKey(db, config.library.sealKeyPem);

app.get<{ Params: { token: string } }>('/api/orders/:token', async (request, reply) => {
  const order = await findOrderByToken(db, request.params.token);
  if (!order) return reply.code(404).type(json).send('{"error":"Not Found"}');
  const view = await buildOrderView(db, order, request.params.token, librarySeal);
  return reply.type(json).send(JSON.stringify(view));
});

app.get('/api/art/collections', async (_request, reply) => {
  const collections = await listArtCollections(db, { includeHidden: false });
  return reply.type(json).send(JSON.stringify({ collections }));
});

app.post<{ Body: ContactMessage }>('/api/contact', async (request, reply) => {
  await saveContactMessage(db, request.body, contactSettings);
  outbox.nudge();
  return reply.code(201).type(json).send('{"ok":true}');
});

outbox.start();
await app.listen({ port, host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await outbox.stop();
    await database.close();
    process.exit(0);
  })();
});
