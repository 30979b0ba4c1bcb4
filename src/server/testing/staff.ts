import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../shared/admin/staff-roles.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { createTestAdmin, sessionCookieHeader, signIn } from './admin-session.ts';

/** A member of staff with `role`, signed in through the API; the cookie header to send. */
export async function signedInStaff(app: FastifyInstance, db: Db, email: string, role: StaffRole) {
  const created = await createTestAdmin(db, email, role);
  const response = await signIn(app, created.email, created.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { ...created, cookie: sessionCookieHeader(response.headers['set-cookie']) };
}

/** The token of the newest invitation mailed to `email`, read from its link in the outbox. */
export async function invitationTokenMailedTo(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: outbox.textBody })
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link was mailed to ${email}`);
  return token;
}
