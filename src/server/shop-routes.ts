import type { FastifyInstance } from 'fastify';
import { ART_UPLOAD_MAX_BYTES } from '../shared/art-admin.ts';
import { siteConfig } from '../shared/site-config.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import type { SessionCookie } from './admin/session-cookie.ts';
import { openApiRoutes } from './api-docs/openapi-routes.ts';
import { artAdminRoutes } from './art/art-admin-routes.ts';
import type { ArtMediaStore } from './art/art-media-store.ts';
import { artMediaRoutes } from './art/art-media-routes.ts';
import { artRoutes } from './art/art-routes.ts';
import { artUploadRoutes } from './art/art-upload-routes.ts';
import { manualDeliveryRoutes } from './art/manual-delivery-routes.ts';
import { orderArtPackageRoutes } from './art/order-art-package-routes.ts';
import { artVerifyRoutes } from './art/verify-routes.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { orderViewRoutes } from './checkout/order-view-routes.ts';
import { stripeWebhookRoutes } from './checkout/stripe-webhook-routes.ts';
import { testDisputeRoutes } from './checkout/test-dispute-routes.ts';
import { testPaymentRoutes } from './checkout/test-payment-routes.ts';
import { customerRoutes } from './cockpit/customer-routes.ts';
import { salesRoutes } from './cockpit/sales-routes.ts';
import type { AppConfig } from './config.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import type { Database } from './db/client.ts';
import { downloadRoutes } from './downloads/download-routes.ts';
import { findPurchaseRoutes } from './downloads/find-purchase-routes.ts';
import { releaseDownloadRoutes } from './downloads/release-download-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { invoiceAdminRoutes } from './invoices/invoice-admin-routes.ts';
import { invoiceRoutes } from './invoices/invoice-routes.ts';
import { LibraryCookie } from './library/library-cookie.ts';
import { libraryRoutes } from './library/library-routes.ts';
import { librarySignInRoutes } from './library/sign-in-routes.ts';
import { licenceRoutes } from './licences/licence-routes.ts';
import { StripePaymentProvider } from './payments/stripe-provider.ts';
import { TestPaymentProvider } from './payments/test-provider.ts';
import type { SharedCounters } from './redis/shared-counters.ts';
import { updateCheckRoutes } from './releases/update-check-routes.ts';
import type { Shop, ShopOverrides } from './shop.ts';
import { releaseNotifyRoutes } from './update-mail/release-notify-routes.ts';
import { unsubscribeRoutes } from './update-mail/unsubscribe-routes.ts';

/** What the shop's routes are made from, all built by `buildApp` before them. */
export interface ShopRouteDependencies {
  shop: Shop;
  config: AppConfig;
  database: Database;
  counters: SharedCounters | undefined;
  cookie: SessionCookie;
  artMedia: ArtMediaStore;
  overrides: ShopOverrides | undefined;
}

/**
 * Every API route of the shop, each plugin given only what it needs. The test provider's routes
 * exist only with the test provider, Stripe's webhook only with Stripe; the API's description
 * comes last, so that it lists every route before it.
 */
export async function registerShopRoutes(
  app: FastifyInstance,
  { shop, config, database, counters, cookie, artMedia, overrides }: ShopRouteDependencies,
): Promise<void> {
  await app.register(healthRoutes(database, counters));
  await app.register(licenceRoutes({ db: shop.db, settings: shop.licences }));
  await app.register(updateCheckRoutes({ db: shop.db, publicUrl: config.publicUrl }));
  await app.register(checkoutRoutes({ ...shop }));
  await app.register(orderViewRoutes({ ...shop }));
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
    openApiRoutes({ routes: () => app.registeredRoutes, publicUrl: config.publicUrl }),
  );
}
