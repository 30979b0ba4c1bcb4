import type { FastifyInstance } from 'fastify';

/**
 * Fastify closes the keep-alive sockets that are idle when shutdown starts, but a socket whose
 * response is still streaming becomes idle later and would hold the process open until its
 * keep-alive timeout. While closing, tell clients not to reuse the connection and close each
 * socket as soon as its response is done.
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
