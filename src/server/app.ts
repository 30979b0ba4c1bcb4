import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DocumentedRoute } from './api-docs/openapi-document.ts';
import { ArtMediaStore } from './art/art-media-store.ts';
import { ensureSampleCollections } from './art/sample-collections.ts';
import { registerAdminGuard } from './admin/admin-guard.ts';
import { AdminUserError, ensureFirstAdmin } from './admin/admin-users.ts';
import { SessionCookie } from './admin/session-cookie.ts';
import { type AppConfig, ConfigError } from './config.ts';
import type { Database } from './db/client.ts';
import { warmBotPackage } from './downloads/order-copy.ts';
import { apiCsp } from './http/csp.ts';
import { registerBodyDeadline } from './http/body-deadline.ts';
import { registerDrainOnClose } from './http/drain-on-close.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { frameworkErrorHandler } from './http/framework-errors.ts';
import { registerJsonBodies } from './http/json-body.ts';
import { logSerializers } from './http/log-serializers.ts';
import { registerNulRefusal } from './http/nul-refusal.ts';
import { requestIdFor } from './http/request-id.ts';
import { securityHeaders } from './http/security-headers.ts';
import { shopServer } from './http/shop-server.ts';
import { SocketAnswers } from './http/socket-answers.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerSameOriginGuard } from './http/same-origin-guard.ts';
import { registerMetrics } from './metrics/metrics-route.ts';
import { TestPaymentProvider } from './payments/test-provider.ts';
import { ensureSamplePackage } from './products/sample-package.ts';
import { SharedCounters } from './redis/shared-counters.ts';
import { artPiecePages } from './art-piece-pages.ts';
import { createShop, type Shop, type ShopOverrides } from './shop.ts';
import { DirectAnswers } from './site/direct-answers.ts';
import { registerSite } from './site/serve-site.ts';
import { registerShopRoutes } from './shop-routes.ts';
import { startShopWorkers } from './shop-workers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shop: Shop;
    /** Every route the app serves, for the tests that walk them all (guards, bad input). */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute extends DocumentedRoute {
  method: string;
  url: string;
  /** The route opted into the admin guard (`config: { admin: true }`). */
  admin: boolean;
}

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Serve the built front end (route tests of the API alone can leave it out). */
  serveSite?: boolean;
  /** Run the outbox worker in the background (the server does; tests drive it by hand). */
  startWorkers?: boolean;
  /**
   * Give a fresh store the three sample art collections (the server does). Route tests leave them
   * out unless they look at them: storing their 7 MB of artwork was most of a test app's start.
   */
  sampleArt?: boolean;
  overrides?: ShopOverrides;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: FastifyLoggerOptions['stream'];
}

/** Builds the whole shop as one Fastify app; `server.ts` listens, tests call `inject`. */
export async function buildApp({
  config,
  database,
  serveSite = true,
  startWorkers = false,
  sampleArt = true,
  overrides,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const security = securityHeaders({ hsts: config.isProduction });
  const directAnswers = new DirectAnswers(security);
  const socketAnswers = new SocketAnswers(security);
  const app = Fastify({
    // Idle sockets close; a whole request must arrive within a deadline (registerBodyDeadline).
    serverFactory: shopServer(directAnswers, socketAnswers, {
      connectionMs: config.timeouts.idleMs,
      requestMs: config.timeouts.requestMs * 20,
      keepAliveMs: 72_000,
    }),
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: requestIdFor,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Return to the caller promptly on shutdown: idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    // A request already on its way in when shutdown starts is answered (with Connection: close,
    // registerDrainOnClose), not refused with 503: load balancers do not retry a 503 by default.
    return503OnClosing: false,
    // Requests refused before any hook runs still get the shop's headers, never their input back.
    frameworkErrors: frameworkErrorHandler(security),
    clientErrorHandler: socketAnswers.clientError,
  }).withTypeProvider<ZodTypeProvider>();

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const admin = route.config?.admin === true;
    for (const method of [route.method].flat()) {
      registeredRoutes.push({ method, url: route.url, admin, schema: route.schema });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.server.headersTimeout = config.timeouts.headersMs;
  registerErrorHandler(app);
  registerDrainOnClose(app);
  registerBodyDeadline(app, config.timeouts.requestMs);

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  registerNulRefusal(app);
  registerJsonBodies(app);
  app.addHook('preClose', (done) => {
    directAnswers.stop();
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', apiCsp);
    }
  });
  registerSameOriginGuard(app, config.publicUrl);
  const counters = config.redis ? await SharedCounters.connect(config.redis, app.log) : undefined;
  await registerRateLimits(app, counters);
  if (config.metricsToken) {
    await registerMetrics(app, { token: config.metricsToken, db: database.db, directAnswers });
  }

  const shop = await createShop(config, database, app.log, overrides);
  app.decorate('shop', shop);
  await createFirstAdmin(app, shop, config);
  await app.register(fastifyCookie);
  const cookie = new SessionCookie(config.isProduction || config.publicUrl.startsWith('https:'));
  registerAdminGuard(app, { db: shop.db, cookie, publicUrl: config.publicUrl });
  // Processes starting together take turns, so the first makes the sample and the rest find it.
  if (
    shop.payments instanceof TestPaymentProvider &&
    (await database.locks.runInTurn('samplePackage', () => ensureSamplePackage(shop.productFiles)))
  ) {
    app.log.info('test payment provider: created a sample download package');
  }
  const artMedia = new ArtMediaStore(shop.db, shop.files);
  if (sampleArt) await createSampleCollections(app, shop, artMedia);

  await registerShopRoutes(app, { shop, config, database, counters, cookie, artMedia, overrides });

  if (!serveSite) {
    // Fastify's own not-found handler logs the raw URL, tokens and all.
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: 'Not Found', message: 'There is nothing here.' }),
    );
  }
  if (serveSite) {
    await registerSite(app, {
      clientDir: config.clientDir,
      isProduction: config.isProduction,
      cardProvider: shop.payments.name === 'stripe' ? 'stripe' : undefined,
      publicUrl: config.publicUrl,
      setupVideo: config.setupVideoId !== null,
      directAnswers,
      recordPages: [
        artPiecePages({ db: shop.db, publicUrl: config.publicUrl, seller: config.seller }),
      ],
    });
  }

  const stopSweeps = startWorkers ? startShopWorkers(shop, database, app.log) : () => {};
  // The package on this machine's disk, so receipts can name the hash of each buyer's copy.
  void warmBotPackage(shop.db, shop.files).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not fetch the bot package ahead of receipts'),
  );
  app.addHook('onClose', async () => {
    stopSweeps();
    shop.taxRecords.stop();
    await shop.updateMail.stop();
    await shop.outbox.stop();
    shop.mailTransport.close();
    await counters?.close();
    await database.close();
  });
  return app;
}

/** ADMIN_EMAIL + ADMIN_PASSWORD create the first admin; a refused password stops start-up. */
async function createFirstAdmin(app: FastifyInstance, shop: Shop, config: AppConfig) {
  try {
    if (await ensureFirstAdmin(shop.db, config.admin)) {
      app.log.info('created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD');
    }
  } catch (error) {
    if (error instanceof AdminUserError) {
      throw new ConfigError(
        `Invalid environment configuration:\n  ADMIN_PASSWORD: ${error.message}`,
      );
    }
    throw error;
  }
}

/**
 * The three sample art collections on a fresh store. Art the shop cannot draw (a broken image
 * library) must not keep it from selling the bot: the failure is logged and tried again at the
 * next start.
 */
async function createSampleCollections(app: FastifyInstance, shop: Shop, media: ArtMediaStore) {
  try {
    if (await ensureSampleCollections(shop.db, media)) {
      app.log.info('created the three sample art collections');
    }
  } catch (error) {
    app.log.error({ err: error }, 'could not create the sample art collections');
  }
}
