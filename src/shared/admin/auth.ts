import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../email.ts';
import { hasForbiddenCharacters } from '../text.ts';
import { TimestampSchema } from './common.ts';
import { staffRoles } from './staff-roles.ts';

/** The password rule for admin accounts (the server also refuses common passwords). */
export const adminPasswordLength = { min: 12, max: 128 } as const;

/** The one answer to a failed sign-in, whatever went wrong: it tells a guesser nothing. */
export const SIGN_IN_FAILED_MESSAGE = 'Email or password is incorrect.';

/** `POST /api/admin/login` (the /admin/login screen: Email, Password, Sign in). */
export const AdminLoginRequestSchema = z.object({
  // Deliberately not the full address rule: anything unusual is simply a failed sign-in.
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email.')
    .max(EMAIL_MAX_LENGTH, SIGN_IN_FAILED_MESSAGE)
    .refine((value) => !hasForbiddenCharacters(value), SIGN_IN_FAILED_MESSAGE),
  password: z
    .string()
    .min(1, 'Please enter your password.')
    .max(adminPasswordLength.max, SIGN_IN_FAILED_MESSAGE),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

/**
 * `GET /api/admin/session`, also the answer to a successful `POST /api/admin/login`. The session
 * cookie itself is HttpOnly: the screens learn who is signed in only from this.
 */
export const AdminSessionSchema = z.object({
  admin: z.object({ id: z.number().int(), email: z.string(), role: z.enum(staffRoles) }),
  /** The session ends at this time however active the admin is (12 hours after sign-in). */
  expiresAt: TimestampSchema,
  /** It also ends after this long without a request (30 minutes). */
  idleTimeoutSeconds: z.number().int(),
  /**
   * Whether this member has a second factor, and whether the owner requires one: with `required`
   * and not `enrolled`, only the account page's second-factor set-up answers until one is added.
   */
  secondFactor: z.object({ enrolled: z.boolean(), required: z.boolean() }),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/**
 * `POST /api/admin/logout` ends this session; `POST /api/admin/logout-everywhere` ends every
 * session of the signed-in admin. Both answer 200 with this and clear the cookie.
 */
export const AdminSignedOutSchema = z.object({ endedSessions: z.number().int() });
export type AdminSignedOut = z.infer<typeof AdminSignedOutSchema>;

/**
 * Where to go after signing in: the `next` the server's redirect put in the sign-in URL, when it
 * is a path of the admin area; anything else (another site, `//host`, a path outside /admin) goes
 * to /admin, so the sign-in page cannot be used to send someone elsewhere.
 */
export function nextAfterSignIn(next: string | null | undefined): string {
  if (!next || !/^\/(admin|art-admin)(?:[/?#]|$)/.test(next)) return '/admin';
  if (next.startsWith('/admin/login')) return '/admin';
  return next;
}
