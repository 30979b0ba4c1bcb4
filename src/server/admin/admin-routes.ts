import type { FastifyPluginAsync } from 'fastify';
import { productFileMaxBytes } from '../../shared/admin/files.ts';
import { SECOND_STEP_SECONDS } from '../../shared/admin/second-factor.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { SystemStatusSchema } from '../../shared/admin/system-status.ts';
import type { Database } from '../db/client.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';
import type { FulfilmentContext } from '../orders/fulfilment.ts';
import type { SharedCounters } from '../redis/shared-counters.ts';
import { auditRoutes } from './audit-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { discountCodeRoutes } from './discount-code-routes.ts';
import { disputeRoutes } from './dispute-routes.ts';
import { fileRoutes } from './file-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { KnownDevices } from './known-devices.ts';
import { licenceAdminRoutes } from './licence-routes.ts';
import { LoginThrottle } from './login-throttle.ts';
import { mailRoutes } from './mail-routes.ts';
import { mailContentRoutes } from './mail-content-routes.ts';
import { messageReplyRoutes } from './message-reply-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { orderActionRoutes } from './order-action-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentEventRoutes } from './payment-event-routes.ts';
import { reconciliationRoutes } from './reconciliation-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { staffRoutes } from './staff-routes.ts';
import { releaseRoutes } from './release-routes.ts';
import { savedAnswerRoutes } from './saved-answer-routes.ts';
import { secondFactorAccountRoutes } from './second-factor/account-routes.ts';
import { passkeySiteFor } from './second-factor/passkeys.ts';
import { secondFactorPolicyRoutes } from './second-factor/policy-routes.ts';
import { signInStepRoutes } from './second-factor/sign-in-step-routes.ts';
import { SessionCookie } from './session-cookie.ts';
import { type StatusSources, systemStatus } from './system-status.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/** The shop's services the admin API works with (shop.ts builds them). */
export interface AdminServices extends StatusSources {
  outbox: Pick<OutboxWorker, 'nudge'>;
  fulfilment: FulfilmentContext;
}

export interface AdminRouteDependencies {
  shop: AdminServices;
  database: Database;
  /** Where links point and who sells, for the mails the admin's actions send. */
  settings: ReceiptSettings;
  cookie: SessionCookie;
  /** The shared Redis (REDIS_URL): sign-in attempts are counted there when it is set. */
  counters?: SharedCounters;
  /** Tests lower the upload limit to prove it without sending hundreds of megabytes. */
  productFileMaxBytes?: number;
  /** The owner's time zone (SHOP_TIME_ZONE): the days the order search filters by. */
  timeZone?: string;
}

/**
 * The /api/admin/* routes of the orders dashboard, sign-in and the system. The admin guard
 * (registered on the app) protects them all; art registers its own admin routes (app.ts).
 */
export function adminRoutes(deps: AdminRouteDependencies): FastifyPluginAsync {
  const { shop } = deps;
  const db = shop.db;
  return async (app) => {
    const throttle = LoginThrottle.for(db, deps.counters, app.log);
    const devices = new KnownDevices(db, deps.cookie.secure);
    const stepCookie = new SessionCookie(deps.cookie.secure, 'cm_admin_step', SECOND_STEP_SECONDS);
    const passkeySite = passkeySiteFor(deps.settings.publicUrl, siteConfig.brand);
    const signIn = { db, cookie: deps.cookie, throttle, devices, stepCookie };
    await app.register(authRoutes(signIn));
    await app.register(signInStepRoutes({ ...signIn, passkeySite }));
    await app.register(sessionRoutes({ db, throttle, devices, passkeySite }));
    await app.register(secondFactorAccountRoutes({ db, passkeySite }));
    await app.register(secondFactorPolicyRoutes({ db }));
    await app.register(
      staffRoutes({
        db,
        publicUrl: deps.settings.publicUrl,
        onMailQueued: () => shop.outbox.nudge(),
      }),
    );
    // Secure cookies mean an https site: its pages ask browsers to upgrade any http request.
    await app.register(invitationRoutes({ db, upgradeInsecureRequests: deps.cookie.secure }));
    await app.register(dashboardRoutes({ db, provider: shop.payments.name }));
    await app.register(orderRoutes({ db, provider: shop.payments.name, timeZone: deps.timeZone }));
    await app.register(
      orderActionRoutes({
        db,
        payments: shop.payments,
        ...deps.settings,
        items: shop.fulfilment.items,
        onMailQueued: () => shop.outbox.nudge(),
      }),
    );
    await app.register(licenceAdminRoutes({ db }));
    await app.register(discountCodeRoutes({ db }));
    await app.register(disputeRoutes({ db, payments: shop.payments }));
    await app.register(messageRoutes({ db }));
    await app.register(
      messageReplyRoutes({
        db,
        publicUrl: deps.settings.publicUrl,
        onMailQueued: () => shop.outbox.nudge(),
      }),
    );
    await app.register(savedAnswerRoutes({ db }));
    await app.register(
      fileRoutes({
        db,
        productFiles: shop.productFiles,
        maxUploadBytes: deps.productFileMaxBytes ?? productFileMaxBytes,
      }),
    );
    await app.register(
      releaseRoutes({
        db,
        files: shop.files,
        maxUploadBytes: deps.productFileMaxBytes ?? productFileMaxBytes,
      }),
    );
    await app.register(
      mailRoutes({
        db,
        publicUrl: deps.settings.publicUrl,
        onMailQueued: () => shop.outbox.nudge(),
      }),
    );
    await app.register(mailContentRoutes({ db }));
    await app.register(paymentEventRoutes({ db }));
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
