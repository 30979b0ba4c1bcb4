import type { ArtCollection } from '../../shared/art.ts';

/**
 * An art piece as the collections list answers it, on sale with nothing sold: tests of the
 * store and the owner's screens change only the fields their case is about.
 */
export const artCollection = (fields: Partial<ArtCollection> = {}): ArtCollection => ({
  id: 1,
  name: 'Aurora',
  slug: 'aurora',
  description: '',
  priceCents: 1_250,
  price: 12.5,
  totalSupply: 2,
  remainingSupply: 2,
  availableSupply: 2,
  rarity: 'common',
  status: 'live',
  statusSetByOwner: false,
  statusSetTo: null,
  soldCount: 0,
  almostGoneAt: 0,
  imageUrl: null,
  youtubeUrl: null,
  artwork: null,
  hidden: false,
  isSample: false,
  ...fields,
});
