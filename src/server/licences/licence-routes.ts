import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  LicenceActivateRequestSchema,
  LicenceActivateResponseSchema,
  LicenceDeactivateResponseSchema,
  LicenceMachineRequestSchema,
  LicencePublicKeySchema,
  type LicenceRefusalCode,
  LicenceRefusalSchema,
  LicenceValidateResponseSchema,
} from '../../shared/licences.ts';
import { rateLimits } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { limitBy, routeRateLimit } from '../http/rate-limits.ts';
import { hashLicenceKey } from './licence-keys.ts';
import {
  activateMachine,
  deactivateMachine,
  type LicenceSettings,
  type Refusal,
  validateMachine,
} from './machine-calls.ts';

/** The HTTP status of a refused activation or deactivation; validate answers 200 with `valid`. */
const refusalStatus = {
  unknown_key: 404,
  revoked: 403,
  too_many_machines: 409,
  machine_deactivated: 409,
} as const satisfies Record<LicenceRefusalCode, number>;

const refusalTitles = { 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' } as const;

function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  const status = refusalStatus[refusal.code];
  return reply
    .code(status)
    .send({ code: refusal.code, error: refusalTitles[status], message: refusal.message });
}

const refusalResponses = {
  400: ApiErrorSchema,
  403: LicenceRefusalSchema,
  404: LicenceRefusalSchema,
  409: LicenceRefusalSchema,
  429: ApiErrorSchema,
};

/**
 * The bot's licence API under `/api/v1/licences`. Each call is limited per client address (the
 * route's limit) and per licence key from any address (keyed by the key's hash, never the key),
 * so neither one busy address nor a key shared around the world gets far.
 */
export function licenceRoutes(deps: { db: Db; settings: LicenceSettings }): FastifyPluginAsyncZod {
  const { db, settings } = deps;
  return async (app) => {
    const perKey = limitBy(
      app,
      rateLimits.licenceKey,
      (request) => `licence-key:${hashLicenceKey(String((request.body as { key?: unknown }).key))}`,
    );
    const callOf = (request: FastifyRequest, body: { key: string; fingerprint: string }) => ({
      key: body.key,
      fingerprint: body.fingerprint,
      address: request.ip,
    });

    app.post(
      apiPaths.licenceActivate,
      {
        config: routeRateLimit(rateLimits.licenceClient),
        preHandler: perKey,
        schema: {
          summary: 'Activate a licence on a machine and get its signed licence file',
          tags: ['Licences'],
          body: LicenceActivateRequestSchema,
          response: { 200: LicenceActivateResponseSchema, ...refusalResponses },
        },
      },
      async (request, reply) => {
        const answer = await activateMachine(
          db,
          { ...callOf(request, request.body), name: request.body.name },
          settings,
        );
        if ('refused' in answer) return sendRefusal(reply, answer.refused);
        return answer.answer;
      },
    );

    app.post(
      apiPaths.licenceValidate,
      {
        config: routeRateLimit(rateLimits.licenceClient),
        preHandler: perKey,
        schema: {
          summary: 'Check a machine’s licence and get a fresh licence file',
          tags: ['Licences'],
          body: LicenceMachineRequestSchema,
          response: {
            200: LicenceValidateResponseSchema,
            400: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const answer = await validateMachine(db, callOf(request, request.body), settings);
        if ('refused' in answer) return { valid: false as const, ...answer.refused };
        return { valid: true as const, ...answer.answer };
      },
    );

    app.post(
      apiPaths.licenceDeactivate,
      {
        config: routeRateLimit(rateLimits.licenceClient),
        preHandler: perKey,
        schema: {
          summary: 'Free a machine’s place on a licence',
          tags: ['Licences'],
          body: LicenceMachineRequestSchema,
          response: { 200: LicenceDeactivateResponseSchema, ...refusalResponses },
        },
      },
      async (request, reply) => {
        const answer = await deactivateMachine(db, callOf(request, request.body));
        if ('refused' in answer) return sendRefusal(reply, answer.refused);
        return answer.answer;
      },
    );

    app.get(
      apiPaths.licencePublicKey,
      {
        config: routeRateLimit(rateLimits.licencePublicKey),
        schema: {
          summary: 'The Ed25519 public key that signs licence files',
          tags: ['Licences'],
          response: { 200: LicencePublicKeySchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return { algorithm: 'Ed25519' as const, publicKey: settings.signingKey.publicKeyPem };
      },
    );
  };
}
