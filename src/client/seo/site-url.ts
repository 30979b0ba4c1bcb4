declare const __PUBLIC_URL__: string;

/** The site's public origin, fixed at build time (PUBLIC_URL). */
export const siteUrl: string =
  typeof __PUBLIC_URL__ === 'string' ? __PUBLIC_URL__ : 'http://localhost:3000';

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}
