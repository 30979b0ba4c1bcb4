import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Shop } from '../shop.ts';
import { authRoutes } from './auth-routes.ts';
import type { SessionCookie } from './session-cookie.ts';

/** Every /api/admin/* route. The admin guard (registered on the app) protects them all. */
export function adminRoutes(deps: {
  shop: Shop;
  config: AppConfig;
  cookie: SessionCookie;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(authRoutes({ db: deps.shop.db, cookie: deps.cookie }));
  };
}
