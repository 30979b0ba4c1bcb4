import type { ArtRarity, ArtStatus } from './art.ts';

/*
 * The art store's words and paths, without zod: the public gallery shows them on a page whose
 * first visit must stay light (tests/unit/bundle-budget.test.ts). `art.ts` re-exports them.
 */

export const artRarities = ['common', 'rare', 'epic', 'legendary'] as const;
export const artStatuses = ['live', 'almost-gone', 'sold-out'] as const;

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

export const artVerifyPath = (code: string) => `/digital-collectibles/verify/${code}`;
export const artCheckoutPath = (collectionId: number) => `/checkout?art=${collectionId}`;
