/*
 * The art store's words and paths, without zod: the public gallery shows them on a page whose
 * first visit must stay light (tests/unit/bundle-budget.test.ts). `art.ts` re-exports them.
 */

export const artRarities = ['common', 'rare', 'epic', 'legendary'] as const;
export const artStatuses = ['live', 'almost-gone', 'sold-out'] as const;

// The types follow the lists here, so this file imports nothing from art.ts (which imports it).
export type ArtRarity = (typeof artRarities)[number];
export type ArtStatus = (typeof artStatuses)[number];

export const artRarityLabels: Record<ArtRarity, string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

export const artStatusLabels: Record<ArtStatus, string> = {
  live: 'Live',
  'almost-gone': 'Almost gone',
  'sold-out': 'Sold out',
};

/** A piece's own page; the gallery's cards link to it and the sitemap lists it. */
export const artPiecePath = (slug: string) => `/digital-collectibles/${slug}`;
export const artVerifyPath = (code: string) => `/digital-collectibles/verify/${code}`;
export const artCheckoutPath = (collectionId: number) => `/checkout?art=${collectionId}`;
