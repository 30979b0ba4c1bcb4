import type { CookieSerializeOptions } from '@fastify/cookie';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInLimits } from '../../shared/site-config.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { adminKnownDevices, adminUsers } from '../db/schema.ts';

/** A browser that signed in to an account before: the row's id, and the token its cookie holds. */
export interface KnownDevice {
  id: number;
  token: string;
}

const MAX_AGE_SECONDS = signInLimits.knownDeviceDays * 24 * 60 * 60;
const freshSince = sql`now() - make_interval(days => ${signInLimits.knownDeviceDays})`;

/**
 * The "known device" cookie, set at every successful sign-in. It names the browser, not the
 * person: it signs nobody in. Presented with a sign-in to the account it was set for, it lets
 * the attempt past the account-wide limit (into a window of its own), so strangers guessing
 * from elsewhere cannot keep the owner out (docs/sign-in-limits.md). Random, unguessable, kept
 * as a hash; with Secure, `__Host-` prefixed like the session cookie.
 */
export class KnownDevices {
  private readonly name: string;
  private readonly options: CookieSerializeOptions;

  constructor(
    private readonly db: Db,
    secure: boolean,
  ) {
    this.name = secure ? '__Host-cm_admin_device' : 'cm_admin_device';
    this.options = { path: '/', httpOnly: true, sameSite: 'strict', secure };
  }

  /** The request's device, when it signed in to this account within the last days. */
  async recognise(request: FastifyRequest, email: string): Promise<KnownDevice | undefined> {
    const token = request.cookies[this.name];
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const [row] = await this.db
      .select({ id: adminKnownDevices.id })
      .from(adminKnownDevices)
      .innerJoin(adminUsers, eq(adminUsers.id, adminKnownDevices.adminId))
      .where(
        and(
          eq(adminKnownDevices.tokenHash, hashToken(token)),
          eq(adminUsers.email, email),
          gt(adminKnownDevices.lastSignInAt, freshSince),
        ),
      );
    return row ? { id: row.id, token } : undefined;
  }

  /** After a successful sign-in: the device is known from now on (for another while). */
  async remember(reply: FastifyReply, adminId: number, device?: KnownDevice): Promise<void> {
    const token = device?.token ?? newToken();
    if (device) {
      await this.db
        .update(adminKnownDevices)
        .set({ lastSignInAt: sql`now()` })
        .where(eq(adminKnownDevices.id, device.id));
    } else {
      await this.db.insert(adminKnownDevices).values({ adminId, tokenHash: hashToken(token) });
      await this.db.delete(adminKnownDevices).where(lt(adminKnownDevices.lastSignInAt, freshSince));
    }
    reply.setCookie(this.name, token, { ...this.options, maxAge: MAX_AGE_SECONDS });
  }
}
