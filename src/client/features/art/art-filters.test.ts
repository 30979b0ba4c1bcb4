import { describe, expect, it } from 'vitest';
import type { ArtCollection } from '../../../shared/art.ts';
import { artCollection } from '../../testing/art-collection.ts';
import { artProductLd } from './art-structured-data.ts';
import { canBuy, filterCollections, statusShown } from './art-filters.ts';

const piece = (fields: Partial<ArtCollection>): ArtCollection =>
  artCollection({
    name: 'Nebula Genesis',
    slug: 'nebula-genesis',
    priceCents: 4_900,
    price: 49,
    rarity: 'epic',
    ...fields,
  });

// An answer that still says Live for a piece with nothing left (a cached or older answer).
const liveButEmpty = piece({
  id: 2,
  name: 'Cosmic Drift',
  remainingSupply: 0,
  availableSupply: 0,
  status: 'live',
  statusSetByOwner: true,
  statusSetTo: 'live',
});
const onSale = piece({ id: 3, name: 'Stellar Void' });

describe('a piece with no edition left', () => {
  it('shows sold out and cannot be bought, whatever status it was given', () => {
    expect(statusShown(liveButEmpty)).toBe('sold-out');
    expect(canBuy(liveButEmpty)).toBe(false);
    expect(statusShown(onSale)).toBe('live');
  });

  it('is listed under the Sold out filter and not under Live', () => {
    const all = [liveButEmpty, onSale];
    expect(filterCollections(all, { rarity: null, status: 'sold-out' })).toEqual([liveButEmpty]);
    expect(filterCollections(all, { rarity: null, status: 'live' })).toEqual([onSale]);
  });

  it('tells search engines it is sold out', () => {
    expect(artProductLd(liveButEmpty).offers.availability).toBe('https://schema.org/SoldOut');
    expect(artProductLd(onSale).offers.availability).toBe('https://schema.org/InStock');
  });
});
