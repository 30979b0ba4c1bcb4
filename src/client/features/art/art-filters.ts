import type { ArtCollection, ArtRarity, ArtStatus } from '../../../shared/art.ts';
import {
  artRarities,
  artRarityLabels,
  artStatuses,
  artStatusLabels,
} from '../../../shared/art-display.ts';

export interface ArtFilters {
  rarity: ArtRarity | null;
  status: ArtStatus | null;
}

export const rarityChoices = artRarities.map((value) => ({ value, label: artRarityLabels[value] }));
export const statusChoices = artStatuses.map((value) => ({ value, label: artStatusLabels[value] }));

/** The filters a gallery URL asks for (`?rarity=epic&status=live`); unknown values mean "any". */
export function filtersFrom(params: URLSearchParams): ArtFilters {
  const rarity = params.get('rarity');
  const status = params.get('status');
  return {
    rarity: artRarities.find((value) => value === rarity) ?? null,
    status: artStatuses.find((value) => value === status) ?? null,
  };
}

/** The same filters as URL parameters, leaving out those that are "any". */
export function filterParams(filters: ArtFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.rarity) params.set('rarity', filters.rarity);
  if (filters.status) params.set('status', filters.status);
  return params;
}

export function filterCollections(collections: ArtCollection[], filters: ArtFilters) {
  return collections.filter(
    (collection) =>
      (!filters.rarity || collection.rarity === filters.rarity) &&
      (!filters.status || collection.status === filters.status),
  );
}

/** A piece can be bought when the owner hasn't marked it sold out and a unit is free. */
export const canBuy = (collection: ArtCollection) =>
  collection.status !== 'sold-out' && collection.availableSupply > 0;
