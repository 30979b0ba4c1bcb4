import { siteConfig } from './site-config.ts';

/*
 * The rules of a page's head that the built pages and the server's record pages (an art piece's
 * page) share, so both say the same.
 */

/** "Pricing" → "Pricing | Cryptomaton"; the brand on its own stays as it is. */
export const pageTitle = (title: string) =>
  title === siteConfig.brand ? title : `${title} | ${siteConfig.brand}`;

/** The site's own share image, for pages without one of their own. */
export const shareImage = { path: '/images/share.png', width: 1200, height: 630 } as const;

/**
 * Marks the head tags the server writes into a page made from the shop's records (an art piece's
 * page), so the page's script can remove them once it renders the same tags itself.
 */
export const RECORD_HEAD_ATTRIBUTE = 'data-record-head';
