import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ART_UPLOAD_MAX_BYTES } from '../shared/art-admin.ts';
import { siteConfig } from '../shared/site-config.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import type { DocumentedRoute } from './api-docs/openapi-document.ts';
import { openApiRoutes } from './api-docs/openapi-routes.ts';
import { artAdminRoutes } from './art/art-admin-routes.ts';
import { ArtMediaStore } from './art/art-media-store.ts';
import { artMediaRoutes } from './art/art-media-routes.ts';
import { artRoutes } from './art/art-routes.ts';
import { artUploadRoutes } from './art/art-upload-routes.ts';
import { manualDeliveryRoutes } from './art/manual-delivery-routes.ts';
import { orderArtPackageRoutes } from './art/order-art-package-routes.ts';
import { invoiceAdminRoutes } from './invoices/invoice-admin-routes.ts';
import { invoiceRoutes } from './invoices/invoice-routes.ts';
import { startHoldSweeper } from './art/hold-sweeper.ts';
import { startDiscountUseSweeper } from './orders/discount-use-sweeper.ts';
import { startMailRetentionSweep } from './mail/mail-retention-job.ts';
import { startReconciliation } from './admin/reconciliation-job.ts';
import { ensureSampleCollections } from './art/sample-collections.ts';
import { artVerifyRoutes } from './art/verify-routes.ts';
import { customerRoutes } from './cockpit/customer-routes.ts';
import { salesRoutes } from './cockpit/sales-routes.ts';
import { registerAdminGuard } from './admin/admin-guard.ts';
import { AdminUserError, ensureFirstAdmin } from './admin/admin-users.ts';
import { SessionCookie } from './admin/session-cookie.ts';
import { type AppConfig, ConfigError } from './config.ts';
import type { Database } from './db/client.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { stripeWebhookRoutes } from './checkout/stripe-webhook-routes.ts';
import { testDisputeRoutes } from './checkout/test-dispute-routes.ts';
import { testPaymentRoutes } from './checkout/test-payment-routes.ts';
import { downloadRoutes } from './downloads/download-routes.ts';
import { findPurchaseRoutes } from './downloads/find-purchase-routes.ts';
import { warmBotPackage } from './downloads/order-copy.ts';
import { releaseDownloadRoutes } from './downloads/release-download-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
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
import { licenceRoutes } from './licences/licence-routes.ts';
import { LibraryCookie } from './library/library-cookie.ts';
import { libraryRoutes } from './library/library-routes.ts';
import { librarySignInRoutes } from './library/sign-in-routes.ts';
import { updateCheckRoutes } from './releases/update-check-routes.ts';
import { registerSameOriginGuard } from './http/same-origin-guard.ts';
import { startFileSweep } from './files/file-sweep-job.ts';
import { sweepUnreferencedFiles } from './files/file-sweep.ts';
import { registerMetrics } from './metrics/metrics-route.ts';
import { StripePaymentProvider } from './payments/stripe-provider.ts';
import { TestPaymentProvider } from './payments/test-provider.ts';
import { ensureSamplePackage } from './products/sample-package.ts';
import { SharedCounters } from './redis/shared-counters.ts';
import { artPiecePages } from './art-piece-pages.ts';
import { createShop, type Shop, type ShopOverrides } from './shop.ts';
import { DirectAnswers } from './site/direct-answers.ts';
import { releaseNotifyRoutes } from './update-mail/release-notify-routes.ts';
import { unsubscribeRoutes } from './update-mail/unsubscribe-routes.ts';
import { registerSite } from './site/serve-site.ts';

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

  await app.register(healthRoutes(database, counters));
  await app.register(licenceRoutes({ db: shop.db, settings: shop.licences }));
  await app.register(updateCheckRoutes({ db: shop.db, publicUrl: config.publicUrl }));
  await app.register(checkoutRoutes({ ...shop }));
  await app.register(downloadRoutes(shop));
  await app.register(
    releaseDownloadRoutes({
      db: shop.db,
      files: shop.files,
      signingKey: shop.licences.signingKey,
    }),
  );
  await app.register(artRoutes({ db: shop.db }));
  await app.register(artAdminRoutes({ db: shop.db }));
  await app.register(artMediaRoutes({ media: artMedia }));
  await app.register(
    artUploadRoutes({
      db: shop.db,
      media: artMedia,
      maxUploadBytes: overrides?.artUploadMaxBytes ?? ART_UPLOAD_MAX_BYTES,
    }),
  );
  await app.register(artVerifyRoutes({ db: shop.db }));
  await app.register(
    orderArtPackageRoutes({ db: shop.db, files: shop.files, artPackages: shop.artPackages }),
  );
  const invoiceSeller = { ...config.seller, taxNumber: config.sellerTaxNumber };
  await app.register(invoiceRoutes({ db: shop.db, seller: invoiceSeller }));
  await app.register(invoiceAdminRoutes({ db: shop.db, seller: invoiceSeller }));
  await app.register(
    manualDeliveryRoutes({
      db: shop.db,
      settings: shop.receipts,
      onMailQueued: () => shop.outbox.nudge(),
    }),
  );
  await app.register(
    findPurchaseRoutes({
      db: shop.db,
      receipts: shop.fulfilment,
      isProduction: config.isProduction,
      onMailQueued: () => shop.outbox.nudge(),
    }),
  );
  const libraryCookie = new LibraryCookie(cookie.secure);
  await app.register(
    librarySignInRoutes({
      db: shop.db,
      cookie: libraryCookie,
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
      onMailQueued: () => shop.outbox.nudge(),
    }),
  );
  await app.register(
    libraryRoutes({
      db: shop.db,
      cookie: libraryCookie,
      seal: shop.library.seal,
      downloadsPerDay: shop.library.downloadsPerDay,
      receipts: shop.receipts,
      invoiceSeller,
    }),
  );
  await app.register(
    contactRoutes({
      db: shop.db,
      publicUrl: config.publicUrl,
      staffEmail: config.admin?.email ?? siteConfig.links.supportEmail,
      onMailQueued: () => shop.outbox.nudge(),
    }),
  );
  await app.register(
    adminRoutes({
      shop,
      database,
      settings: shop.receipts,
      cookie,
      counters,
      productFileMaxBytes: overrides?.productFileMaxBytes,
      timeZone: config.timeZone,
    }),
  );
  await app.register(customerRoutes({ db: shop.db }));
  await app.register(salesRoutes({ db: shop.db, timeZone: config.timeZone }));
  await app.register(unsubscribeRoutes({ db: shop.db, isProduction: config.isProduction }));
  await app.register(
    releaseNotifyRoutes({
      db: shop.db,
      mailsPerMinute: config.updateMail.mailsPerMinute,
      onStarted: () => shop.updateMail.nudge(),
    }),
  );
  if (shop.payments instanceof TestPaymentProvider) {
    await app.register(testPaymentRoutes({ provider: shop.payments, fulfilment: shop.fulfilment }));
    await app.register(testDisputeRoutes({ provider: shop.payments, fulfilment: shop.fulfilment }));
  }
  if (shop.payments instanceof StripePaymentProvider) {
    await app.register(
      stripeWebhookRoutes({
        provider: shop.payments,
        fulfilment: shop.fulfilment,
        afterEvent: () => shop.taxRecords.nudge(),
      }),
    );
  }

  await app.register(
    openApiRoutes({ routes: () => registeredRoutes, publicUrl: config.publicUrl }),
  );

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

  const stopHoldSweeper = startWorkers
    ? startHoldSweeper(shop.db, database.locks, app.log)
    : () => {};
  const stopDiscountUseSweeper = startWorkers
    ? startDiscountUseSweeper(shop.db, database.locks, app.log)
    : () => {};
  const stopMailRetention = startWorkers
    ? startMailRetentionSweep(shop.db, database.locks, app.log)
    : () => {};
  const stopReconciliation = startWorkers
    ? startReconciliation(
        { payments: shop.payments, fulfilment: shop.fulfilment },
        database.locks,
        app.log,
      )
    : () => {};
  const stopFileSweep = startWorkers
    ? startFileSweep(() => sweepUnreferencedFiles(shop.db, shop.files), database.locks, app.log)
    : () => {};
  if (startWorkers) {
    shop.outbox.start();
    shop.updateMail.start();
    shop.taxRecords.start();
  }
  // The package on this machine's disk, so receipts can name the hash of each buyer's copy.
  void warmBotPackage(shop.db, shop.files).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not fetch the bot package ahead of receipts'),
  );
  app.addHook('onClose', async () => {
    stopHoldSweeper();
    stopDiscountUseSweeper();
    stopMailRetention();
    stopReconciliation();
    stopFileSweep();
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
