import { clientOnlyPaths, permanentRedirects, publicPaths } from '../../../shared/site-routes.ts';

/** A run of plain text, a link to a page of this site, or a mailto link. */
export type TextSegment =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'path';
      readonly text: string;
      readonly href: string;
      /** The target needs a full page load (the checkout page has its own security policy). */
      readonly reloadDocument: boolean;
    }
  | { readonly kind: 'email'; readonly text: string; readonly href: `mailto:${string}` };

/**
 * A site path such as "/refund-policy" or "/blog/some-slug", optionally with a "#section". It
 * must start the text or follow whitespace or "(", so "and/or", "24/7" and the path part of
 * "https://host/path" are never taken for one.
 */
const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ANCHOR = '#[a-z0-9]+(?:-[a-z0-9]+)*';
const PATH = String.raw`(?<=^|[\s(])\/(?:${SEGMENT}(?:\/${SEGMENT})*(?:${ANCHOR})?|${ANCHOR})(?![\w/#-])`;
/** A plain email address; a full stop after it ends the sentence, not the address. */
const EMAIL = String.raw`(?<![\w.%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])`;
const LINK = new RegExp(`(?<path>${PATH})|(?<email>${EMAIL})`, 'g');

const knownPaths = new Set<string>([
  ...publicPaths,
  ...clientOnlyPaths,
  ...Object.keys(permanentRedirects),
]);

/** Pages that must be entered with a full page load rather than client-side navigation. */
const documentLoadPaths = new Set<string>(['/checkout']);

/** True for paths this site serves; anything else (a bot command like "/start") stays text. */
export function isSitePath(path: string): boolean {
  const [pathname = ''] = path.split('#');
  return knownPaths.has(pathname) || /^\/blog\/[a-z0-9-]+(?:\/[a-z0-9-]+)?$/.test(pathname);
}

/**
 * Splits plain text into text, site-path and email segments so it can be rendered with real
 * links, React escaping every piece; nothing here produces HTML.
 */
export function splitTextLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushText = (part: string) => {
    if (part) segments.push({ kind: 'text', text: part });
  };
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const found = match[0];
    const { path, email } = match.groups ?? {};
    if (path !== undefined && !isSitePath(path)) continue;
    pushText(text.slice(last, match.index));
    if (email !== undefined) {
      segments.push({ kind: 'email', text: found, href: `mailto:${found}` });
    } else {
      const [pathname = ''] = found.split('#');
      segments.push({
        kind: 'path',
        text: found,
        href: found,
        reloadDocument: documentLoadPaths.has(pathname),
      });
    }
    last = match.index + found.length;
  }
  pushText(text.slice(last));
  return segments;
}
