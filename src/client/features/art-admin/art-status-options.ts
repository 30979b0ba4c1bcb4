import {
  type ArtRarity,
  type ArtStatus,
  artRarityLabels,
  artStatusLabels,
} from '../../../shared/art.ts';

export const rarityOptions = Object.entries(artRarityLabels) as [ArtRarity, string][];

/** The status select's value for "no hand-set status": it follows the supply. */
export const FOLLOW_SUPPLY = 'follow';
export type StatusChoice = ArtStatus | typeof FOLLOW_SUPPLY;

export const statusOptions: [StatusChoice, string][] = [
  ...(Object.entries(artStatusLabels) as [ArtStatus, string][]),
  [FOLLOW_SUPPLY, 'Follow supply'],
];

export const statusOfChoice = (choice: StatusChoice): ArtStatus | null =>
  choice === FOLLOW_SUPPLY ? null : choice;

export const STATUS_HINT = 'Follow supply turns almost gone and sold out by itself.';
