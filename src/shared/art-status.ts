import { type ArtStatus, artStatusLabels } from './art-display.ts';

/*
 * The one rule for the status a piece shows, used by the server's answers and by every client
 * screen alike: a piece with no edition left is sold out, whatever status it was given. Zod-free,
 * so the public gallery can apply it on a light first visit.
 */

/** The status to show for a given status and the editions left (unsold, held ones included). */
export function shownArtStatus(status: ArtStatus, editionsLeft: number): ArtStatus {
  return editionsLeft <= 0 ? 'sold-out' : status;
}

const editions = (count: number) =>
  count === 1 ? '1 edition is left' : `${count} editions are left`;

/**
 * Why the owner's hand-set status contradicts the supply, in words for the art admin; undefined
 * when it agrees (or when the status follows supply, which cannot contradict it).
 */
export function statusContradiction(
  setTo: ArtStatus | null,
  editionsLeft: number,
): string | undefined {
  if (setTo === null) return undefined;
  const label = artStatusLabels[setTo];
  if (setTo !== 'sold-out' && editionsLeft <= 0) {
    return `You set this piece to ${label}, but no editions are left, so the store shows it as Sold out. Add editions or let the status follow supply.`;
  }
  if (setTo === 'sold-out' && editionsLeft > 0) {
    return `You set this piece to ${label}, but ${editions(editionsLeft)}: nobody can buy them. Set it to Live or let the status follow supply to sell them.`;
  }
  return undefined;
}
