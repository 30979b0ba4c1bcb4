import type { ArtCollection, ArtRarity, ArtStatus } from '../../../shared/art.ts';
import {
  artRarities,
  artRarityLabels,
  artStatuses,
  artStatusLabels,
} from '../../../shared/art-display.ts';
import { shownArtStatus } from '../../../shared/art-status.ts';

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

/** The status a piece shows (badge, filter, structured data): sold out once none is left. */
export const statusShown = (collection: ArtCollection): ArtStatus =>
  shownArtStatus(collection.status, collection.remainingSupply);

export function filterCollections(collections: ArtCollection[], filters: ArtFilters) {
  return collections.filter(
    (collection) =>
      (!filters.rarity || collection.rarity === filters.rarity) &&
      (!filters.status || statusShown(collection) === filters.status),
  );
}

/** A piece can be bought when it does not show sold out and a unit is free. */
export const canBuy = (collection: ArtCollection) =>
  statusShown(collection) !== 'sold-out' && collection.availableSupply > 0;
