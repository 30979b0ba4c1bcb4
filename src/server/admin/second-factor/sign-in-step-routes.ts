import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSessionSchema } from '../../../shared/admin/auth.ts';
import {
  PasskeyOptionsSchema,
  SecondFactorAnswerSchema,
  secondFactorPaths,
} from '../../../shared/admin/second-factor.ts';
import { ApiErrorSchema } from '../../../shared/api-error.ts';
import { adminUsers } from '../../db/schema.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import type { SessionCookie } from '../session-cookie.ts';
import { auditLockOut, auditSignInFailure, tooManyAttempts } from '../sign-in-audit.ts';
import { completeSignIn, type SignInDependencies } from '../sign-in-completion.ts';
import { checkSecondFactorAnswer } from './answer-check.ts';
import {
  countStepFailure,
  findSignInStep,
  finishSignInStep,
  setStepChallenge,
} from './challenges.ts';
import { passkeyRequestOptions, type PasskeySite } from './passkeys.ts';

const stepExpired = {
  error: 'Unauthorized',
  message: 'Your sign-in has expired. Please enter your email and password again.',
};

/**
 * The sign-in's second step, for a member with a second factor whose password was right: the
 * step cookie names it; the answer is the app's code, a recovery code or a passkey. Five wrong
 * answers end the step, and every answer counts in the sign-in limits as a password would.
 */
export function signInStepRoutes(
  deps: SignInDependencies & {
    throttle: LoginThrottle;
    stepCookie: SessionCookie;
    passkeySite: PasskeySite;
  },
): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.post(
      secondFactorPaths.signInPasskeyOptions,
      {
        schema: {
          response: { 200: PasskeyOptionsSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const token = deps.stepCookie.read(request);
        const step = token ? await findSignInStep(db, token) : null;
        if (!step) return reply.code(401).send(stepExpired);
        const options = await passkeyRequestOptions(db, deps.passkeySite, step.adminId);
        if (!options) {
          return reply.code(409).send({
            error: 'Conflict',
            message: 'You have no passkey here. Please enter the code from your app.',
          });
        }
        await setStepChallenge(db, step.id, options.challenge);
        return { options };
      },
    );

    app.post(
      secondFactorPaths.signInSecondStep,
      {
        bodyLimit: 16 * 1024,
        schema: {
          body: SecondFactorAnswerSchema,
          response: {
            200: AdminSessionSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const token = deps.stepCookie.read(request);
        const step = token ? await findSignInStep(db, token) : null;
        const [admin] = step
          ? await db.select().from(adminUsers).where(eq(adminUsers.id, step.adminId))
          : [];
        if (!step || !admin || admin.disabledAt !== null) {
          deps.stepCookie.clear(reply);
          return reply.code(401).send(stepExpired);
        }

        const who = { email: admin.email, adminId: admin.id, ip: request.ip };
        const device = await deps.devices.recognise(request, admin.email);
        const decision = await deps.throttle.take({ email: admin.email, ip: request.ip, device });
        if (!decision.allowed) {
          const wait = decision.retryAfterSeconds;
          await auditLockOut(db, { ...who, retryAfterSeconds: wait });
          return reply.code(429).header('retry-after', String(wait)).send(tooManyAttempts(wait));
        }

        const outcome = await checkSecondFactorAnswer(
          db,
          deps.passkeySite,
          admin.id,
          request.body,
          step.challenge,
        );
        if (!outcome.ok) {
          await countStepFailure(db, step.id);
          await auditSignInFailure(db, { ...who, step: 'second-factor' });
          return reply.code(400).send({
            error: 'Bad Request',
            message: outcome.message,
            fieldErrors: { [outcome.field]: [outcome.message] },
          });
        }
        await decision.attempt.succeeded();
        // Two right answers sent at once make one session.
        if (!(await finishSignInStep(db, step.id))) return reply.code(401).send(stepExpired);
        deps.stepCookie.clear(reply);
        return completeSignIn(deps, request, reply, {
          admin,
          device,
          secondFactor: outcome.method,
        });
      },
    );
  };
}
