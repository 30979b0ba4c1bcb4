import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminSession } from '../../shared/admin/auth.ts';
import type { StaffRole } from '../../shared/admin/staff-roles.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { KnownDevice, KnownDevices } from './known-devices.ts';
import type { SecondFactorMethod } from './second-factor/answer-check.ts';
import { secondFactorRequired } from './second-factor/enrolment.ts';
import type { SessionCookie } from './session-cookie.ts';
import { endSession, SESSION_IDLE_SECONDS, startSession } from './sessions.ts';

export interface SignInDependencies {
  db: Db;
  cookie: SessionCookie;
  devices: KnownDevices;
}

/**
 * The last step of every sign-in (the password alone, or the password and a second factor): a
 * new session with a new id, the cookie, the device remembered, the audit log.
 */
export async function completeSignIn(
  deps: SignInDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: {
    admin: { id: number; email: string; role: StaffRole };
    device: KnownDevice | undefined;
    secondFactor: SecondFactorMethod | null;
  },
): Promise<AdminSession> {
  const { admin } = signIn;
  // A new session id at every sign-in: a token planted before it is worth nothing after.
  const previous = deps.cookie.read(request);
  if (previous) await endSession(deps.db, previous);
  const session = await startSession(deps.db, admin.id, {
    userAgent: request.headers['user-agent'],
    address: request.ip,
  });
  await recordAudit(
    deps.db,
    { adminId: admin.id, email: admin.email },
    {
      action: 'session.sign-in',
      targetType: 'admin',
      targetId: admin.id,
      ...(signIn.secondFactor ? { detail: { secondFactor: signIn.secondFactor } } : {}),
    },
  );
  deps.cookie.set(reply, session.token);
  await deps.devices.remember(reply, admin.id, signIn.device);
  request.log.info({ adminId: admin.id }, 'admin signed in');
  return {
    admin: { id: admin.id, email: admin.email, role: admin.role },
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutSeconds: SESSION_IDLE_SECONDS,
    secondFactor: {
      enrolled: signIn.secondFactor !== null,
      required: await secondFactorRequired(deps.db),
    },
  };
}
