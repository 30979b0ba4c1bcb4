import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { adminPasswordLength } from '../../shared/admin/auth.ts';
import {
  AcceptInvitationRequestSchema,
  InvitationAcceptedSchema,
  invitationPagePath,
} from '../../shared/admin/staff.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { rateLimits } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { pageCsp } from '../http/csp.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { AdminUserError } from './admin-users.ts';
import { invitationPage, type InvitationView } from './invitation-page.ts';
import { acceptInvitation, type Acceptance, invitationState } from './staff-invitations.ts';

const refusals = {
  used: { status: 410, message: 'This invitation has already been used. Sign in instead.' },
  expired: { status: 410, message: 'This invitation has expired. Ask the owner for a new one.' },
  withdrawn: { status: 410, message: 'This invitation was withdrawn. Use the newest one.' },
  unknown: { status: 404, message: 'This invitation link is not one of ours.' },
} as const;

/** The form's fields, read as text; the password rules are the API's. */
const FormSchema = z.object({
  password: z
    .string()
    .max(adminPasswordLength.max * 4)
    .default(''),
  repeat: z
    .string()
    .max(adminPasswordLength.max * 4)
    .default(''),
});

/**
 * Accepting a staff invitation: `POST /api/admin/invitations/accept` `{token, password}` for
 * tools and tests, and `/admin/invitation/{token}`, the mailed link's page (GET shows the
 * password form, POST accepts), which works without scripts. Both need no session.
 */
export function invitationRoutes(deps: {
  db: Db;
  upgradeInsecureRequests: boolean;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  const accept = async (token: string, password: string): Promise<Acceptance | 'taken'> => {
    try {
      return await acceptInvitation(db, token, password);
    } catch (error) {
      if (error instanceof AdminUserError) return 'taken';
      throw error;
    }
  };
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post(
      apiPaths.adminInvitationAccept,
      {
        bodyLimit: 4 * 1024,
        config: routeRateLimit(rateLimits.staffInvitation),
        schema: {
          body: AcceptInvitationRequestSchema,
          response: {
            200: InvitationAcceptedSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            410: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const result = await accept(request.body.token, request.body.password);
        if (result === 'taken') {
          return reply.code(409).send({
            error: 'Conflict',
            message: 'This email address is already on the staff. Sign in instead.',
          });
        }
        if (result.state === 'accepted') {
          request.log.info('staff invitation accepted');
          return { admin: { email: result.email, role: result.role } };
        }
        if (result.state === 'bad-password') {
          return reply.code(400).send({
            error: 'Bad Request',
            message: result.problem,
            fieldErrors: { password: [result.problem] },
          });
        }
        const refusal = refusals[result.state];
        return reply
          .code(refusal.status)
          .send({ error: refusal.status === 404 ? 'Not Found' : 'Gone', message: refusal.message });
      },
    );

    const sendPage = (reply: FastifyReply, view: InvitationView) => {
      const { status, html } = invitationPage(view);
      // The token is in the address: referrers stay on this site; never cached or indexed.
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin')
        .header('x-robots-tag', 'noindex')
        .header(
          'content-security-policy',
          pageCsp({ upgradeInsecureRequests: deps.upgradeInsecureRequests }),
        )
        .send(html);
    };
    const page = {
      config: routeRateLimit(rateLimits.staffInvitation),
      schema: { params: z.object({ token: z.string().max(200) }) },
    };

    app.get(invitationPagePath(':token'), page, async (request, reply) => {
      const { token } = request.params;
      const found = await invitationState(db, token);
      if (found.state !== 'ready' || !found.email || !found.role) {
        return sendPage(reply, { state: found.state === 'ready' ? 'unknown' : found.state });
      }
      return sendPage(reply, { state: 'ready', token, email: found.email, role: found.role });
    });

    app.post(
      invitationPagePath(':token'),
      { ...page, bodyLimit: 4 * 1024 },
      async (request, reply) => {
        const { token } = request.params;
        const form = FormSchema.safeParse(request.body ?? {});
        const found = await invitationState(db, token);
        if (found.state !== 'ready' || !found.email || !found.role) {
          return sendPage(reply, { state: found.state === 'ready' ? 'unknown' : found.state });
        }
        const again = (problem: string) =>
          sendPage(reply, {
            state: 'ready',
            token,
            email: found.email!,
            role: found.role!,
            problem,
          });
        if (!form.success || form.data.password === '') return again('Please choose a password.');
        if (form.data.password !== form.data.repeat) {
          return again('The two passwords are not the same. Please type them again.');
        }
        const result = await accept(token, form.data.password);
        if (result === 'taken') return sendPage(reply, { state: 'used' });
        if (result.state === 'bad-password') return again(result.problem);
        if (result.state === 'accepted') return sendPage(reply, result);
        return sendPage(reply, { state: result.state });
      },
    );
  };
}
