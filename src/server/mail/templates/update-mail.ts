import { siteConfig } from '../../../shared/site-config.ts';
import { changelogHtml, changelogText } from './changelog-markdown.ts';
import { escapeHtml, mailButton, mailLayout, mailLink, type RenderedMail } from './layout.ts';

export interface UpdateMailDetails {
  version: string;
  channel: string;
  /** The release's changelog, in Markdown as the owner wrote it. */
  changelog: string;
  publicUrl: string;
  /** The mail's one-click unsubscribe link (also its List-Unsubscribe header). */
  unsubscribeUrl: string;
}

/**
 * The mail that tells a past buyer of the bot about a new release: what changed, and the way to
 * their library, where the new version's download is. It carries no download link of its own: the
 * library gives a fresh, counted one to whoever signs in.
 */
export function updateMail(details: UpdateMailDetails): RenderedMail {
  const { publicUrl, unsubscribeUrl } = details;
  const library = `${publicUrl}/library`;
  const version = `${siteConfig.brand} ${details.version}${details.channel === 'stable' ? '' : ` (${details.channel})`}`;
  const intro = `A new version of the trading bot you bought is out: ${version}. It is yours at no charge, as every update is.`;
  const how = 'Sign in to your library with this email address to download it.';
  const why = `You get this email because you bought ${siteConfig.brand} with this address.`;
  const changelog = changelogText(details.changelog);
  const text = [
    'Hello,',
    '',
    intro,
    how,
    library,
    '',
    `What is new in ${details.version}:`,
    '',
    changelog,
    '',
    '--',
    why,
    `Stop these emails: ${unsubscribeUrl}`,
    `(or in your library: ${library})`,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;">${escapeHtml(version)} is out</h1>
<p style="margin:0 0 16px;">${escapeHtml(intro)} ${escapeHtml(how)}</p>
${mailButton(library, 'Open my library')}
<p style="margin:0 0 8px;"><strong>What is new in ${escapeHtml(details.version)}</strong></p>
${changelogHtml(details.changelog)}
<p style="margin:16px 0 0;font-size:12px;color:#475569;">${escapeHtml(why)} ${mailLink(unsubscribeUrl, 'Stop these emails')}, or change it in ${mailLink(library, 'your library')}.</p>`;
  return {
    subject: `${version} is out`,
    text,
    html: mailLayout({ preheader: intro, body, publicUrl }),
  };
}
