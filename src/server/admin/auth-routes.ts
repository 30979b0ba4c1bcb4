import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { SignInSecondStepSchema } from '../../shared/admin/second-factor.ts';
import {
  AdminLoginRequestSchema,
  AdminSessionSchema,
  AdminSignedOutSchema,
  SIGN_IN_FAILED_MESSAGE,
} from '../../shared/admin/auth.ts';
import type { Db } from '../db/client.ts';
import { actorOf, signedInAdmin } from './admin-guard.ts';
import { findAdminByEmail, normalizeEmail } from './admin-users.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { KnownDevices } from './known-devices.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './password-hash.ts';
import type { SessionCookie } from './session-cookie.ts';
import { startSignInStep } from './second-factor/challenges.ts';
import { secondFactorKindsOf } from './second-factor/enrolment.ts';
import { completeSignIn } from './sign-in-completion.ts';
import { endAllSessions, endSession, SESSION_IDLE_SECONDS } from './sessions.ts';
import { auditLockOut, auditSignInFailure, tooManyAttempts } from './sign-in-audit.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/** Signing in and out of the admin area. */
export function authRoutes(deps: {
  db: Db;
  cookie: SessionCookie;
  throttle: LoginThrottle;
  devices: KnownDevices;
  /** Holds a sign-in that waits for its second factor. */
  stepCookie: SessionCookie;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      apiPaths.adminLogin,
      {
        bodyLimit: 4 * 1024,
        schema: {
          body: AdminLoginRequestSchema,
          response: {
            200: z.union([AdminSessionSchema, SignInSecondStepSchema]),
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const email = normalizeEmail(request.body.email);
        const device = await deps.devices.recognise(request, email);
        // Counted before the password is checked: parallel guesses cannot all get through.
        const decision = await deps.throttle.take({ email, ip: request.ip, device });
        if (!decision.allowed) {
          const wait = decision.retryAfterSeconds;
          const known = await findAdminByEmail(deps.db, email);
          await auditLockOut(deps.db, {
            email,
            adminId: known?.id ?? null,
            ip: request.ip,
            retryAfterSeconds: wait,
          });
          return reply.code(429).header('retry-after', String(wait)).send(tooManyAttempts(wait));
        }

        const admin = await findAdminByEmail(deps.db, email);
        const usable = admin && admin.disabledAt === null ? admin : undefined;
        const valid = await verifyPassword(usable?.passwordHash, request.body.password);
        if (!usable || !valid) {
          // The attempt stays counted.
          request.log.warn({ adminId: admin?.id }, 'admin sign-in failed');
          const failure = { email, adminId: admin?.id ?? null, ip: request.ip };
          await auditSignInFailure(deps.db, { ...failure, step: 'sign-in' });
          return reply.code(401).send({ error: 'Unauthorized', message: SIGN_IN_FAILED_MESSAGE });
        }

        await decision.attempt.succeeded();
        const methods = await secondFactorKindsOf(deps.db, usable.id);
        if (methods.length > 0) {
          // The password alone opens nothing: the sign-in waits for the second factor.
          const step = await startSignInStep(deps.db, usable.id);
          deps.stepCookie.set(reply, step.token);
          return { secondStep: { methods, expiresAt: step.expiresAt.toISOString() } };
        }
        return completeSignIn(deps, request, reply, {
          admin: usable,
          device,
          secondFactor: null,
        });
      },
    );

    app.get(
      apiPaths.adminSession,
      { schema: { response: { 200: AdminSessionSchema } } },
      async (request) => {
        const admin = signedInAdmin(request);
        return {
          admin: { id: admin.adminId, email: admin.email, role: admin.role },
          expiresAt: admin.expiresAt.toISOString(),
          idleTimeoutSeconds: SESSION_IDLE_SECONDS,
          secondFactor: admin.secondFactor,
        };
      },
    );

    app.post(
      apiPaths.adminLogout,
      { schema: { response: { 200: AdminSignedOutSchema } } },
      async (request, reply) => {
        const token = deps.cookie.read(request);
        const ended = token ? await endSession(deps.db, token) : 0;
        deps.cookie.clear(reply);
        return { endedSessions: ended };
      },
    );

    app.post(
      apiPaths.adminLogoutEverywhere,
      { schema: { response: { 200: AdminSignedOutSchema } } },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        const ended = await deps.db.transaction(async (tx) => {
          const count = await endAllSessions(tx, admin.adminId);
          await recordAudit(tx, actorOf(request), {
            action: 'session.sign-out-everywhere',
            targetType: 'admin',
            targetId: admin.adminId,
            detail: { endedSessions: count },
          });
          return count;
        });
        deps.cookie.clear(reply);
        return { endedSessions: ended };
      },
    );
  };
}
