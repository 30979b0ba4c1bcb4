import { adminPasswordLength } from '../../shared/admin/auth.ts';
import { invitationPagePath } from '../../shared/admin/staff.ts';
import {
  INVITATION_HOURS,
  type StaffRole,
  staffRoleNames,
} from '../../shared/admin/staff-roles.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import type { InvitationState } from './staff-invitations.ts';

export type InvitationView =
  | { state: 'ready'; token: string; email: string; role: StaffRole; problem?: string }
  | { state: 'accepted'; email: string }
  | { state: Exclude<InvitationState, 'ready'> };

/**
 * The page an invitation's link opens, rendered whole by the server without scripts: the
 * password form is a plain HTML form that works before (or without) any JavaScript, and opening
 * the page (as mail scanners do) changes nothing.
 */
export function invitationPage(view: InvitationView): { status: number; html: string } {
  switch (view.state) {
    case 'ready':
      return {
        status: view.problem ? 400 : 200,
        html: layout(
          'Join the staff',
          `<p>You were invited as <strong>${escapeHtml(staffRoleNames[view.role])}</strong> with <strong>${escapeHtml(view.email)}</strong>. Choose your password to accept.</p>
${view.problem ? `<p class="problem" role="alert">${escapeHtml(view.problem)}</p>` : ''}
<form method="post" action="${escapeHtml(invitationPagePath(view.token))}">
<input type="email" name="email" autocomplete="username" value="${escapeHtml(view.email)}" readonly hidden>
<label for="password">New password</label>
<input id="password" type="password" name="password" autocomplete="new-password" required minlength="${adminPasswordLength.min}" maxlength="${adminPasswordLength.max}" aria-describedby="password-rule">
<p id="password-rule" class="note">At least ${adminPasswordLength.min} characters; not a common password.</p>
<label for="repeat">Repeat the password</label>
<input id="repeat" type="password" name="repeat" autocomplete="new-password" required maxlength="${adminPasswordLength.max}">
<button type="submit" class="button">Accept and set my password</button>
</form>
<p class="note">This link works once, for ${INVITATION_HOURS} hours after it was sent.</p>`,
        ),
      };
    case 'accepted':
      return {
        status: 200,
        html: layout(
          'Your account is ready',
          `<p>Your password is set for <strong>${escapeHtml(view.email)}</strong>. Sign in with it now.</p>
<p><a class="button" href="/admin/login">Sign in</a></p>`,
        ),
      };
    case 'used':
      return refusal(
        410,
        'This invitation has already been used',
        'If that was you, sign in with the password you chose.',
      );
    case 'expired':
      return refusal(
        410,
        'This invitation has expired',
        `An invitation works for ${INVITATION_HOURS} hours. Ask the shop's owner to invite you again.`,
      );
    case 'withdrawn':
      return refusal(
        410,
        'This invitation was withdrawn',
        'The owner took it back or sent a newer one. Use the newest invitation email, or ask the owner.',
      );
    case 'unknown':
      return refusal(
        404,
        'We do not recognise this invitation',
        'Check that you opened the whole link from the email, or ask the owner to invite you again.',
      );
  }
}

function refusal(status: number, title: string, why: string) {
  return {
    status,
    html: layout(
      title,
      `<p>${escapeHtml(why)}</p>\n<p><a href="/admin/login">Staff sign-in</a></p>`,
    ),
  };
}

function layout(title: string, content: string): string {
  const brand = escapeHtml(siteConfig.brand);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${brand}</title>
<style>
body{margin:0;background:#f1f5f9;color:#0f172a;font:16px/1.6 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}main{background:#1e293b!important;border-color:#334155!important}.note{color:#94a3b8!important}a{color:#34d399!important}}
header{background:linear-gradient(135deg,#059669,#0891b2);padding:16px 24px}
header a{color:#fff!important;font-size:20px;font-weight:700;text-decoration:none}
main{max-width:560px;margin:32px auto;padding:28px;background:#fff;border:1px solid #e2e8f0;border-radius:12px}
h1{margin:0 0 12px;font-size:26px;line-height:1.3}
a{color:#047857}
form{display:grid;gap:8px;margin:16px 0}
label{font-weight:600}
input{font:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;min-width:0}
.button{display:inline-block;margin-top:8px;padding:12px 24px;border:0;border-radius:8px;background:#047857;color:#fff!important;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:focus-visible,input:focus-visible{outline:3px solid #0891b2;outline-offset:2px}
.note{margin:0;font-size:14px;color:#475569}
.problem{padding:8px 12px;border:1px solid #dc2626;border-radius:8px;color:#b91c1c;background:#fef2f2}
@media (max-width:600px){main{margin:16px;padding:20px}}
</style>
</head>
<body>
<header><a href="/">${brand}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>`;
}
