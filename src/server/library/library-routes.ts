import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  LibraryDeactivateRequestSchema,
  LibraryDeactivateResponseSchema,
  LibraryDownloadSchema,
  LibraryKeySchema,
  LibraryPurchaseParamsSchema,
  LibrarySchema,
  LibrarySignedOutSchema,
} from '../../shared/library.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { UpdateMailPreferenceSchema } from '../../shared/update-mail.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import type { LibrarySealKey } from '../crypto/library-seal.ts';
import { setUpdateMail } from '../update-mail/preferences.ts';
import type { LibraryCookie } from './library-cookie.ts';
import {
  endLibrarySession,
  type LibraryIdentity,
  resumeLibrarySession,
} from './library-sessions.ts';
import { buildLibrary } from './library-view.ts';
import {
  type LibraryDocumentDeps,
  libraryDocumentRoutes,
  type PurchaseOf,
} from './library-document-routes.ts';
import {
  deactivateOwnMachine,
  downloadLatest,
  LibraryRefusal,
  ownedOrder,
  revealKey,
} from './purchase-actions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in library session; set by the library guard on the library's calls. */
    library: LibraryIdentity | null;
  }
}

export interface LibraryRouteDeps extends LibraryDocumentDeps {
  cookie: LibraryCookie;
  seal: LibrarySealKey;
  downloadsPerDay: number;
}

const NO_KEY_HERE =
  'The library cannot open this key yet: it was made before the library. Open your order page (the link in your receipt) once, and it will show here from then on; your receipt email carries the key too.';

/**
 * The buyer's library calls, `/api/library/…`. Every one needs the library session (401
 * without), and reaches only the orders of the session's address: another buyer's reference is
 * answered as unknown (404).
 */
export function libraryRoutes(deps: LibraryRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.decorateRequest('library', null);
    // After the input is checked (input no call could take is 400 for everyone, as the shop's
    // other routes answer it), before anything is read or changed.
    app.addHook('preHandler', async (request, reply) => {
      const token = deps.cookie.read(request);
      const session = token ? await resumeLibrarySession(deps.db, token) : null;
      if (!session) {
        return reply
          .code(401)
          .header('cache-control', 'no-store')
          .send({ error: 'Unauthorized', message: 'Please sign in to your library.' });
      }
      request.library = session;
      // Keys, machines and links: never from a cache.
      reply.header('cache-control', 'no-store');
    });
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof LibraryRefusal) {
        const names = {
          403: 'Forbidden',
          404: 'Not Found',
          409: 'Conflict',
          429: 'Too Many Requests',
        };
        return reply
          .code(error.status)
          .send({ error: names[error.status], message: error.message });
      }
      throw error;
    });

    const config = routeRateLimit(rateLimits.library);
    const emailOf = (request: FastifyRequest) => {
      if (!request.library) throw new Error('a library handler ran without the library guard');
      return request.library.email;
    };
    const purchaseOf: PurchaseOf = (request) =>
      ownedOrder(deps.db, emailOf(request), request.params.reference);
    const refusals = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

    app.get(
      apiPaths.library,
      {
        config,
        schema: {
          summary: 'Every purchase of the signed-in buyer, with licences, machines and releases',
          tags: ['Library'],
          response: { 200: LibrarySchema, 401: ApiErrorSchema },
        },
      },
      async (request) => buildLibrary(deps.db, emailOf(request), deps.downloadsPerDay),
    );

    app.post(
      apiPaths.librarySignOut,
      {
        config,
        schema: {
          summary: 'End the buyer’s library session',
          tags: ['Library'],
          response: { 200: LibrarySignedOutSchema, 401: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const token = deps.cookie.read(request);
        if (token) await endLibrarySession(deps.db, token);
        deps.cookie.clear(reply);
        return { signedOut: true as const };
      },
    );

    app.get(
      apiPaths.libraryLicenceKey,
      {
        config,
        schema: {
          summary: 'Reveal the whole licence key of one purchase',
          tags: ['Library'],
          params: LibraryPurchaseParamsSchema,
          response: { 200: LibraryKeySchema, 409: ApiErrorSchema, ...refusals },
        },
      },
      async (request) => {
        const order = await purchaseOf(request);
        const key = await revealKey(deps.db, deps.seal, order);
        if (!key) throw new LibraryRefusal(409, NO_KEY_HERE);
        return { key };
      },
    );

    app.post(
      apiPaths.libraryDeactivateMachine,
      {
        config,
        schema: {
          summary: 'Free a machine’s place on one purchase’s licence',
          tags: ['Library'],
          params: LibraryPurchaseParamsSchema,
          body: LibraryDeactivateRequestSchema,
          response: { 200: LibraryDeactivateResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const order = await purchaseOf(request);
        const answer = await deactivateOwnMachine(
          deps.db,
          order,
          request.body.fingerprint,
          request.ip,
        );
        request.log.info({ deactivated: answer.deactivated }, 'library: machine deactivated');
        return answer;
      },
    );

    app.post(
      apiPaths.libraryDownloadLatest,
      {
        config,
        schema: {
          summary: 'A fresh, counted link to the latest stable release',
          tags: ['Library'],
          params: LibraryPurchaseParamsSchema,
          response: { 200: LibraryDownloadSchema, 429: ApiErrorSchema, ...refusals },
        },
      },
      async (request) => {
        const order = await purchaseOf(request);
        return downloadLatest(
          deps.db,
          emailOf(request),
          order,
          deps.downloadsPerDay,
          deps.receipts,
        );
      },
    );

    libraryDocumentRoutes(app, { deps, config, refusals, purchaseOf });

    app.put(
      apiPaths.libraryUpdateMail,
      {
        config,
        schema: {
          summary: 'Choose whether to receive mail about new releases',
          tags: ['Library'],
          body: UpdateMailPreferenceSchema,
          response: { 200: UpdateMailPreferenceSchema, 401: ApiErrorSchema },
        },
      },
      async (request) => {
        await setUpdateMail(deps.db, emailOf(request), request.body.wanted, 'library');
        return { wanted: request.body.wanted };
      },
    );
  };
}
