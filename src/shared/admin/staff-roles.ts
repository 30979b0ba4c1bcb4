/**
 * Staff roles. The owner may do everything; support answers buyers: orders (read, resend the
 * receipt, a fresh link), customers and messages, and nothing that moves money, changes files,
 * art, discount codes, staff or settings. Each admin route states the least role it needs in
 * route-roles.ts; docs/staff.md lists them.
 */
export const staffRoles = ['owner', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How each role is named on screen and in mails. */
export const staffRoleNames: Record<StaffRole, string> = {
  owner: 'Owner',
  support: 'Support',
};

/** Whether `role` may do what needs `needed` (the owner may do everything support may). */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return role === 'owner' || needed === 'support';
}

/**
 * How long a password check (the sign-in, or re-entering it) counts as recent: refunds, file
 * deletions, staff changes and settings ask for it again after this.
 */
export const RECENT_CHECK_SECONDS = 10 * 60;

/** An invitation's link works once, for this long after it is sent. */
export const INVITATION_HOURS = 72;

/** The `code` of a 403 that asks for the password again before the action is retried. */
export const REAUTH_REQUIRED = 'reauth_required';
/** The `code` of a 403 for an action the signed-in role may not take. */
export const ROLE_FORBIDDEN = 'role_forbidden';
