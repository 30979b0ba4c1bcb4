import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import { PasskeyOptionsSchema, secondFactorPaths } from '../../shared/admin/second-factor.ts';
import {
  ReauthDoneSchema,
  ReauthRequestSchema,
  SessionEndedSchema,
  StaffSessionsSchema,
} from '../../shared/admin/staff.ts';
import { RECENT_CHECK_SECONDS } from '../../shared/admin/staff-roles.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { actorOf, signedInAdmin } from './admin-guard.ts';
import type { KnownDevices } from './known-devices.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { confirmsIdentity } from './recent-check.ts';
import { keepSessionChallenge } from './second-factor/challenges.ts';
import { passkeyRequestOptions, type PasskeySite } from './second-factor/passkeys.ts';
import { endSessionById, openSessions } from './session-list.ts';
import { stampCheck } from './sessions.ts';
import { auditLockOut, auditSignInFailure, tooManyAttempts } from './sign-in-audit.ts';

/**
 * A staff member's own sessions (browser, address, last seen; end any of them) and the recent
 * check: `POST /api/admin/reauth` takes the password again and stamps this session, so refunds,
 * file deletions, staff changes and settings go through for the next ten minutes.
 */
export function sessionRoutes(deps: {
  db: Db;
  throttle: LoginThrottle;
  devices: KnownDevices;
  passkeySite: PasskeySite;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminSessions,
      { schema: { response: { 200: StaffSessionsSchema } } },
      async (request) => {
        const admin = signedInAdmin(request);
        return {
          sessions: await openSessions(db, { adminId: admin.adminId }, admin.sessionId),
        };
      },
    );

    app.delete(
      apiPaths.adminSessionEnd,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: SessionEndedSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        const ended = await endSessionById(db, request.params.id, admin.adminId);
        if (!ended) {
          return reply.code(404).send({
            error: 'Not Found',
            message: 'That session has already ended. Reload the page to see the open ones.',
          });
        }
        await recordAudit(db, actorOf(request), {
          action: 'session.end',
          targetType: 'session',
          targetId: request.params.id,
        });
        return { endedSessions: 1 };
      },
    );

    app.post(
      apiPaths.adminReauth,
      {
        bodyLimit: 16 * 1024,
        schema: {
          body: ReauthRequestSchema,
          response: {
            200: ReauthDoneSchema,
            400: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const admin = signedInAdmin(request);
        const who = { email: admin.email, adminId: admin.adminId, ip: request.ip };
        // Counted as sign-in attempts: a stolen session cookie buys no extra password guesses.
        const device = await deps.devices.recognise(request, admin.email);
        const decision = await deps.throttle.take({ email: admin.email, ip: request.ip, device });
        if (!decision.allowed) {
          const wait = decision.retryAfterSeconds;
          await auditLockOut(db, { ...who, retryAfterSeconds: wait });
          return reply.code(429).header('retry-after', String(wait)).send(tooManyAttempts(wait));
        }
        const outcome = await confirmsIdentity(db, deps.passkeySite, admin, request.body);
        if (!outcome.ok) {
          await auditSignInFailure(db, { ...who, step: 'reauth' });
          // 401 would read as "signed out" to the screens; this session is still open.
          return reply.code(400).send({
            error: 'Bad Request',
            message: outcome.message,
            fieldErrors: { [outcome.field]: [outcome.message] },
          });
        }
        await decision.attempt.succeeded();
        const checkedAt = await stampCheck(db, admin.sessionId);
        return {
          checkedUntil: new Date(checkedAt.getTime() + RECENT_CHECK_SECONDS * 1000).toISOString(),
        };
      },
    );

    app.post(
      secondFactorPaths.reauthPasskeyOptions,
      { schema: { response: { 200: PasskeyOptionsSchema, 409: ApiErrorSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const admin = signedInAdmin(request);
        const options = await passkeyRequestOptions(db, deps.passkeySite, admin.adminId);
        if (!options) {
          return reply.code(409).send({
            error: 'Conflict',
            message: 'You have no passkey yet. Please confirm with your password or a code.',
          });
        }
        await keepSessionChallenge(db, {
          adminId: admin.adminId,
          sessionId: admin.sessionId,
          purpose: 'reauth',
          challenge: options.challenge,
        });
        return { options };
      },
    );
  };
}
