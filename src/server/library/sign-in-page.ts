import { libraryLimits, librarySignInPath } from '../../shared/library.ts';
import { page } from '../downloads/recovery-page.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import type { SignInState } from './sign-in-links.ts';

const ASK_AGAIN = '/library';

/**
 * The page a library sign-in link opens. The server renders it whole, without scripts: opening
 * it (as mail scanners do) changes nothing; its one button, a plain form, signs in.
 */
export function signInPage(
  view: { state: 'ready'; token: string } | { state: Exclude<SignInState, 'ready'> },
): { status: number; html: string } {
  switch (view.state) {
    case 'ready':
      return {
        status: 200,
        html: page(
          'Sign in to your library',
          `<p>Press the button to open the library of this email address: your purchases, licence keys, machines and releases.</p>
<form method="post" action="${escapeHtml(librarySignInPath(view.token))}">
<button type="submit" class="button">Open my library</button>
</form>
<p class="note">This link works once, for ${libraryLimits.signInLinkMinutes} minutes after it was sent. If you did not ask for it, close this page: nothing changes.</p>`,
        ),
      };
    case 'used':
      return refusal(
        410,
        'This link has already been used',
        'A sign-in link works only once. Ask for a new one: it is free.',
      );
    case 'expired':
      return refusal(
        410,
        'This link has expired',
        `A sign-in link works for ${libraryLimits.signInLinkMinutes} minutes after it is sent. Ask for a new one.`,
      );
    case 'unknown':
      return refusal(
        404,
        'We do not recognise this link',
        'Check that you opened the whole link from the email, or ask for a new one.',
      );
  }
}

function refusal(status: number, title: string, why: string) {
  return {
    status,
    html: page(
      title,
      `<p>${escapeHtml(why)}</p>
<p class="actions"><a class="button" href="${ASK_AGAIN}">Ask for a new link</a> <a href="/support">Contact support</a></p>`,
    ),
  };
}
