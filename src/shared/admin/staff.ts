import { z } from 'zod';
import { emailAddressField } from '../fields.ts';
import { adminPasswordLength } from './auth.ts';
import { OneTimeCodeSchema, PasskeyAssertionSchema, RecoveryCodeSchema } from './second-factor.ts';
import { TimestampSchema } from './common.ts';
import { staffRoles } from './staff-roles.ts';

/* The staff contracts (docs/staff.md): invitations, members, roles, sessions, the recent check. */

export const StaffRoleSchema = z.enum(staffRoles, 'Please choose a role: owner or support.');

/** The page an invitation's link opens (rendered by the server, a plain form). */
export const invitationPagePath = (token: string) => `/admin/invitation/${token}`;

/** `POST /api/admin/staff/invitations`: mails a single-use link valid for 72 hours. */
export const InviteStaffRequestSchema = z.object({
  email: emailAddressField({
    required: 'Please enter the email address to invite.',
    invalid: 'Please enter a valid email address, like name@example.com.',
  }),
  role: StaffRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof InviteStaffRequestSchema>;

/** An invitation not yet accepted (nor withdrawn); its token is only ever in the mail. */
export const InvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRoleSchema,
  invitedBy: z.string(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationSentSchema = z.object({ invitation: InvitationSchema });
/** `DELETE /api/admin/staff/invitations/:id`: its link no longer works. */
export const InvitationWithdrawnSchema = z.object({ withdrawn: z.literal(true) });

/** The new password's bounds; the server also refuses common and repetitive ones. */
const NewPasswordSchema = z
  .string()
  .min(
    adminPasswordLength.min,
    `The password must be at least ${adminPasswordLength.min} characters long.`,
  )
  .max(
    adminPasswordLength.max,
    `The password must be at most ${adminPasswordLength.max} characters long.`,
  );

/** `POST /api/admin/invitations/accept`: the link's token and the invitee's new password. */
export const AcceptInvitationRequestSchema = z.object({
  token: z
    .string()
    .min(1, 'The invitation link is incomplete.')
    .max(100, 'The invitation link is not one of ours.'),
  password: NewPasswordSchema,
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequestSchema>;

export const InvitationAcceptedSchema = z.object({
  admin: z.object({ email: z.string(), role: StaffRoleSchema }),
});

/** A member of staff, as the owner's Staff screen lists them. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRoleSchema,
  createdAt: TimestampSchema,
  lastSignInAt: TimestampSchema.nullable(),
  /** Open sessions right now. */
  openSessions: z.number().int(),
  /** Whether they sign in with a second factor (an authenticator app or a passkey). */
  secondFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** `GET /api/admin/staff`: active members and pending invitations. */
export const StaffListSchema = z.object({
  members: z.array(StaffMemberSchema),
  invitations: z.array(InvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

/** `PATCH /api/admin/staff/:id`. */
export const ChangeRoleRequestSchema = z.object({ role: StaffRoleSchema });
export const StaffMemberChangedSchema = z.object({ member: StaffMemberSchema });
/** `DELETE /api/admin/staff/:id`: the member can no longer sign in; their sessions ended. */
export const StaffMemberRemovedSchema = z.object({ endedSessions: z.number().int() });

/** One open session: where and when, never its token. */
export const StaffSessionSchema = z.object({
  id: z.number().int(),
  /** Whose it is (the owner's view lists everyone's). */
  email: z.string(),
  /** The browser's User-Agent as sent at sign-in (cut to a length a screen can show). */
  browser: z.string().nullable(),
  /** The client address at sign-in. */
  address: z.string().nullable(),
  createdAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
  /** The session this request came with. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** `GET /api/admin/sessions` (one's own) and `GET /api/admin/staff/sessions` (everyone's). */
export const StaffSessionsSchema = z.object({ sessions: z.array(StaffSessionSchema) });
export const SessionEndedSchema = z.object({ endedSessions: z.number().int() });

/**
 * `POST /api/admin/reauth`: proof again, for actions that need a recent check: the password, or a
 * second factor (the app's code, a recovery code, a passkey's answer), one of them.
 */
export const ReauthRequestSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Please enter your password.')
      .max(adminPasswordLength.max, 'That password is not right.')
      .optional(),
    code: OneTimeCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
    passkey: PasskeyAssertionSchema.optional(),
  })
  .refine(
    (answer) =>
      [answer.password, answer.code, answer.recoveryCode, answer.passkey].filter(Boolean).length ===
      1,
    { message: 'Please enter your password.', path: ['password'] },
  );
export type ReauthRequest = z.infer<typeof ReauthRequestSchema>;

/** The recent check holds until `checkedUntil`. */
export const ReauthDoneSchema = z.object({ checkedUntil: TimestampSchema });
