import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/api-error.ts';
import { adminApiPrefixes } from '../../shared/api-paths.ts';
import { adminRouteRule } from '../../shared/admin/route-roles.ts';
import { SECOND_FACTOR_SETUP_REQUIRED } from '../../shared/admin/second-factor.ts';
import { REAUTH_REQUIRED, ROLE_FORBIDDEN, roleAllows } from '../../shared/admin/staff-roles.ts';
import type { Db } from '../db/client.ts';
import { isCrossSite } from '../http/cross-site.ts';
import type { Actor } from '../audit/audit-log.ts';
import type { SessionCookie } from './session-cookie.ts';
import { type AdminIdentity, resumeSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin; set by the admin guard on admin routes and screens. */
    admin: AdminIdentity | null;
  }
  interface FastifyContextConfig {
    /** Puts a route outside /api/admin/ (art writes, uploads) behind the admin guard too. */
    admin?: boolean;
  }
}

/**
 * Whether the guard protects a route, decided on the route Fastify matched (its pattern, not the
 * raw URL), so no spelling of a path gets past it. Only routes whose rule says `public` (signing
 * in, accepting an invitation) answer without a session.
 */
export function isAdminRoute(method: string, url: string | undefined, admin?: boolean): boolean {
  if (url === undefined) return false;
  if (adminRouteRule(method, url)?.role === 'public') return false;
  return admin === true || adminApiPrefixes.some((prefix) => url.startsWith(prefix));
}

/** Thrown at start-up for an admin route without a rule in shared/admin/route-roles.ts. */
function requireStatedRole(method: string, url: string, admin?: boolean): void {
  if (isAdminRoute(method, url, admin) && !adminRouteRule(method, url)) {
    throw new Error(
      `The admin route ${method} ${url} states no role: give it one in src/shared/admin/route-roles.ts.`,
    );
  }
}

/** Screens that need a session, and where a visitor without one is sent. */
function screenSignInRedirect(pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  } catch {
    return undefined;
  }
  if (path === '/art-admin' || path.startsWith('/art-admin/')) return '/digital-collectibles';
  if (path === '/admin/login') return undefined;
  // An invitation's page is for someone who has no account yet.
  if (path.startsWith('/admin/invitation/')) return undefined;
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin/login';
  return undefined;
}

/** The admin the guard let through; only for handlers of guarded routes. */
export function signedInAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error('an admin handler ran without the admin guard');
  return request.admin;
}

export function actorOf(request: FastifyRequest): Actor {
  const admin = signedInAdmin(request);
  return { adminId: admin.adminId, email: admin.email };
}

const unauthorized: ApiError = {
  error: 'Unauthorized',
  message: 'Please sign in to continue.',
};
const roleForbidden: ApiError = {
  error: 'Forbidden',
  code: ROLE_FORBIDDEN,
  message: 'Only the shop’s owner can do this. Ask the owner if you need it done.',
};
const reauthRequired: ApiError = {
  error: 'Forbidden',
  code: REAUTH_REQUIRED,
  message: 'Please enter your password again to confirm it is you, then try again.',
};
const setupRequired: ApiError = {
  error: 'Forbidden',
  code: SECOND_FACTOR_SETUP_REQUIRED,
  message:
    'The owner asks every member of staff to use a second factor. Set one up on your account page to continue.',
};
const crossSite: ApiError = {
  error: 'Forbidden',
  message: 'This request came from another website and was refused.',
};

/**
 * The admin guard, for every admin API route (401 JSON without a valid session, 403 for a request
 * another site makes, whatever its method, 403 for a role the route's rule does not allow, for a
 * member who must still set up the second factor the owner requires, or for a stale check where
 * the route wants a recent one) and the admin screens (a redirect to the sign-in
 * page). It runs on every request before the body is read, so an upload without a session is
 * never stored.
 */
export function registerAdminGuard(
  app: FastifyInstance,
  deps: { db: Db; cookie: SessionCookie; publicUrl: string },
): void {
  const publicHost = new URL(deps.publicUrl).host;
  app.decorateRequest('admin', null);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      requireStatedRole(method, route.url, route.config?.admin);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions;
    if (isAdminRoute(request.method, route.url, route.config?.admin)) {
      if (isCrossSite(request, publicHost)) return reply.code(403).send(crossSite);
      const token = deps.cookie.read(request);
      request.admin = token ? await resumeSession(deps.db, token) : null;
      if (!request.admin) {
        reply.header('cache-control', 'no-store');
        return reply.code(401).send(unauthorized);
      }
      reply.header('cache-control', 'no-store');
      // Every admin route has a rule (checked as it registered); a missing one refuses anyway.
      const rule = adminRouteRule(request.method, route.url ?? '');
      if (!rule || (rule.role !== 'public' && !roleAllows(request.admin.role, rule.role))) {
        return reply.code(403).send(roleForbidden);
      }
      const { secondFactor } = request.admin;
      if (secondFactor.required && !secondFactor.enrolled && !rule.duringSetup) {
        return reply.code(403).send(setupRequired);
      }
      if (rule.recentCheck && !request.admin.recentlyChecked) {
        return reply.code(403).send(reauthRequired);
      }
      return;
    }

    // Screens have no routes of their own (the site's static wildcard or not-found handler sends
    // the app shell), so they are recognised by path.
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split('?', 2);
    const signIn = screenSignInRedirect(pathname);
    if (!signIn) return;
    const token = deps.cookie.read(request);
    if (token && (await resumeSession(deps.db, token))) return;
    const target =
      signIn === '/admin/login'
        ? `${signIn}?next=${encodeURIComponent(query ? `${pathname}?${query}` : pathname)}`
        : signIn;
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
