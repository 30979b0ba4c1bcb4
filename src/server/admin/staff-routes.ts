import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  ChangeRoleRequestSchema,
  InvitationSentSchema,
  InvitationWithdrawnSchema,
  InviteStaffRequestSchema,
  SessionEndedSchema,
  StaffListSchema,
  StaffMemberChangedSchema,
  StaffMemberRemovedSchema,
  StaffSessionsSchema,
} from '../../shared/admin/staff.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { actorOf, signedInAdmin } from './admin-guard.ts';
import { AdminUserError } from './admin-users.ts';
import { endSessionById, openSessions } from './session-list.ts';
import { inviteStaff, openInvitations, withdrawInvitation } from './staff-invitations.ts';
import { changeRole, listStaff, removeMember } from './staff-members.ts';

const noSuchMember = {
  error: 'Not Found',
  message: 'There is no such member of staff. Reload the page to see who is on the staff now.',
};

/**
 * The owner's Staff screen: members and open invitations, inviting by email, changing a role,
 * removing a member (which ends their sessions), and everyone's open sessions. The role each
 * route needs is stated in shared/admin/route-roles.ts (all the owner's; the changes also want a
 * recent password check).
 */
export function staffRoutes(deps: {
  db: Db;
  publicUrl: string;
  onMailQueued: () => void;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  /** A refused change (already on the staff, the last owner, oneself): 409 in its words. */
  const refused = (error: unknown) => {
    if (!(error instanceof AdminUserError)) throw error;
    return { error: 'Conflict', message: error.message };
  };
  return async (app) => {
    app.get(apiPaths.adminStaff, { schema: { response: { 200: StaffListSchema } } }, async () => ({
      members: await listStaff(db),
      invitations: await openInvitations(db),
    }));

    app.post(
      apiPaths.adminStaffInvitations,
      {
        schema: {
          body: InviteStaffRequestSchema,
          response: { 201: InvitationSentSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const invitation = await inviteStaff(db, actorOf(request), request.body, deps.publicUrl);
          deps.onMailQueued();
          return reply.code(201).send({ invitation });
        } catch (error) {
          return reply.code(409).send(refused(error));
        }
      },
    );

    app.delete(
      apiPaths.adminStaffInvitation,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: InvitationWithdrawnSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!(await withdrawInvitation(db, actorOf(request), request.params.id))) {
          return reply.code(404).send({
            error: 'Not Found',
            message: 'That invitation was already accepted, withdrawn or has expired.',
          });
        }
        return { withdrawn: true as const };
      },
    );

    app.patch(
      apiPaths.adminStaffMember,
      {
        schema: {
          params: RecordIdParamsSchema,
          body: ChangeRoleRequestSchema,
          response: { 200: StaffMemberChangedSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const member = await changeRole(
            db,
            actorOf(request),
            request.params.id,
            request.body.role,
          );
          if (!member) return reply.code(404).send(noSuchMember);
          return { member };
        } catch (error) {
          return reply.code(409).send(refused(error));
        }
      },
    );

    app.delete(
      apiPaths.adminStaffMember,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: StaffMemberRemovedSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const removed = await removeMember(db, actorOf(request), request.params.id);
          if (!removed) return reply.code(404).send(noSuchMember);
          return removed;
        } catch (error) {
          return reply.code(409).send(refused(error));
        }
      },
    );

    app.get(
      apiPaths.adminStaffSessions,
      { schema: { response: { 200: StaffSessionsSchema } } },
      async (request) => ({
        sessions: await openSessions(db, 'everyone', signedInAdmin(request).sessionId),
      }),
    );

    app.delete(
      apiPaths.adminStaffSession,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: SessionEndedSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const ended = await endSessionById(db, request.params.id);
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
          detail: { adminId: ended.adminId },
        });
        return { endedSessions: 1 };
      },
    );
  };
}
