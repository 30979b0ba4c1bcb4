import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogQuerySchema, AuditLogSchema } from '../../shared/admin/audit-log.ts';
import type { Db } from '../db/client.ts';
import { listAudit } from '../audit/audit-log.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/** The audit log screen: who changed what, newest first. */
export function auditRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.adminAuditLog,
      { schema: { querystring: AuditLogQuerySchema, response: { 200: AuditLogSchema } } },
      async (request) => listAudit(deps.db, request.query),
    );
  };
}
