import type { FastifyPluginAsync } from 'fastify';
import { productFileMaxBytes } from '../../shared/admin/files.ts';
import { SystemStatusSchema } from '../../shared/admin/system-status.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { SharedCounters } from '../redis/shared-counters.ts';
import type { Shop, ShopOverrides } from '../shop.ts';
import { manualDeliveryRoutes } from '../art/manual-delivery-routes.ts';
import { testDownloadRoutes } from '../art/test-download-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { fileRoutes } from './file-routes.ts';
import { KnownDevices } from './known-devices.ts';
import { LoginThrottle } from './login-throttle.ts';
import { mailRoutes } from './mail-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { orderActionRoutes } from './order-action-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentEventRoutes } from './payment-event-routes.ts';
import { reconciliationRoutes } from './reconciliation-routes.ts';
import type { SessionCookie } from './session-cookie.ts';
import { systemStatus } from './system-status.ts';
import { apiPaths } from '../../shared/api-paths.ts';

export interface AdminRouteDependencies {
  shop: Shop;
  database: Database;
  config: AppConfig;
  cookie: SessionCookie;
  /** The shared Redis (REDIS_URL): sign-in attempts are counted there when it is set. */
  counters?: SharedCounters;
  overrides?: ShopOverrides;
}

/** Every /api/admin/* route. The admin guard (registered on the app) protects them all. */
export function adminRoutes(deps: AdminRouteDependencies): FastifyPluginAsync {
  const { shop } = deps;
  const db = shop.db;
  return async (app) => {
    await app.register(
      authRoutes({
        db,
        cookie: deps.cookie,
        throttle: LoginThrottle.for(db, deps.counters, app.log),
        devices: new KnownDevices(db, deps.cookie.secure),
      }),
    );
    await app.register(dashboardRoutes({ db }));
    await app.register(orderRoutes({ db }));
    await app.register(
      orderActionRoutes({
        db,
        payments: shop.payments,
        publicUrl: deps.config.publicUrl,
        seller: deps.config.seller,
        onMailQueued: () => shop.outbox.nudge(),
      }),
    );
    await app.register(messageRoutes({ db }));
    await app.register(
      fileRoutes({
        db,
        productFiles: shop.productFiles,
        maxUploadBytes: deps.overrides?.productFileMaxBytes ?? productFileMaxBytes,
      }),
    );
    await app.register(
      mailRoutes({
        db,
        publicUrl: deps.config.publicUrl,
        onMailQueued: () => shop.outbox.nudge(),
      }),
    );
    await app.register(paymentEventRoutes({ db }));
    await app.register(
      testDownloadRoutes({ db, files: shop.files, artPackages: shop.artPackages }),
    );
    await app.register(
      manualDeliveryRoutes({
        db,
        settings: { publicUrl: deps.config.publicUrl, seller: deps.config.seller },
        onMailQueued: () => shop.outbox.nudge(),
      }),
    );
    await app.register(auditRoutes({ db }));
    await app.register(
      reconciliationRoutes({
        payments: shop.payments,
        fulfilment: shop.fulfilment,
        locks: deps.database.locks,
      }),
    );
    app.get(apiPaths.adminSystemStatus, { schema: { response: { 200: SystemStatusSchema } } }, () =>
      systemStatus(shop, deps.database),
    );
  };
}
