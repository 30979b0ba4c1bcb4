import {
  INVITATION_HOURS,
  type StaffRole,
  staffRoleNames,
} from '../../../shared/admin/staff-roles.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { formatUtcDateTime } from '../../../shared/utc-dates.ts';
import { escapeHtml, mailButton, mailLayout, type RenderedMail } from './layout.ts';

/** What each role may do, in the invitee's words. */
const roleWords: Record<StaffRole, string> = {
  owner: 'everything in the admin area',
  support: 'orders (look them up, resend receipts, fresh download links), customers and messages',
};

/**
 * The mail an invited member of staff gets. Its link opens a page with a password form: only
 * sending that form uses the invitation, so a mail scanner that fetches the link changes nothing.
 */
export function staffInvitationMail(details: {
  acceptUrl: string;
  role: StaffRole;
  invitedBy: string;
  expiresAt: Date;
  publicUrl: string;
}): RenderedMail {
  const { acceptUrl, role, publicUrl } = details;
  const expires = formatUtcDateTime(details.expiresAt);
  const invited = `${details.invitedBy} invited you to the ${siteConfig.brand} admin area as ${staffRoleNames[role]}: you will be able to manage ${roleWords[role]}.`;
  const once = `This link works once, until ${expires} (${INVITATION_HOURS} hours).`;
  const ignore = 'If you did not expect this, ignore this email: nothing happens without it.';
  const text = [
    'Hello,',
    '',
    invited,
    '',
    'To accept, open this link and choose your password:',
    acceptUrl,
    '',
    once,
    '',
    ignore,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;">Join the ${escapeHtml(siteConfig.brand)} staff</h1>
<p style="margin:0 0 16px;">${escapeHtml(invited)}</p>
<p style="margin:0 0 16px;">To accept, open this link and choose your password.</p>
${mailButton(acceptUrl, 'Accept the invitation')}
<p style="margin:0 0 16px;font-size:14px;color:#475569;">${escapeHtml(once)} If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(acceptUrl)}" style="color:#047857;word-break:break-all;">${escapeHtml(acceptUrl)}</a></p>
<p style="margin:0;">${escapeHtml(ignore)}</p>`;
  return {
    subject: `You are invited to the ${siteConfig.brand} admin`,
    text,
    html: mailLayout({ preheader: once, body, publicUrl }),
  };
}
