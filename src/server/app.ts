import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './health/health-routes.ts';
import { apiCsp } from './http/csp.ts';
import { registerDrainOnClose } from './http/drain-on-close.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSameOriginGuard } from './http/same-origin-guard.ts';
import { registerSite } from './site/serve-site.ts';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Serve the built front end (route tests of the API alone can leave it out). */
  serveSite?: boolean;
}

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** Builds the whole shop as one Fastify app; `server.ts` listens, tests call `inject`. */
export async function buildApp({
  config,
  database,
  serveSite = true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // Keep a caller's request id when it is well-formed, so logs join up across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.isProduction,
    bodyLimit: 64 * 1024,
    // Return to the caller promptly on shutdown: idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerDrainOnClose(app);

  await app.register(fastifyHelmet, {
    // The CSP is set per response: pages carry their own inline-script hashes.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', apiCsp);
    }
  });
  registerSameOriginGuard(app, config.publicUrl);

  await app.register(healthRoutes(database));

  if (serveSite) {
    await registerSite(app, { clientDir: config.clientDir, isProduction: config.isProduction });
  }

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
