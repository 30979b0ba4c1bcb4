import { Film, Gem } from 'lucide-react';
import { artPiecePath, artRarityLabels } from '../../../shared/art-display.ts';
import type { CheckoutArtPiece } from '../../../shared/checkout.ts';

// The thumbnail is 5rem wide: the first copy at least twice that covers sharp screens.
const THUMBNAIL_MIN_WIDTH = 160;

/** The art piece being bought: its picture, name, rarity and the edition it is expected to be. */
export function ArtPieceSummary({ name, piece }: { name: string; piece: CheckoutArtPiece }) {
  const image =
    piece.artwork?.kind === 'image'
      ? (piece.artwork.variants.find((variant) => variant.width >= THUMBNAIL_MIN_WIDTH) ??
        piece.artwork)
      : undefined;
  return (
    <div className="mt-4 flex items-start gap-4 border-b border-border pb-4">
      {image ? (
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={name}
          className="size-20 shrink-0 rounded-lg border border-border bg-slate-950 object-cover"
        />
      ) : (
        <span className="flex size-20 shrink-0 items-center justify-center rounded-lg border border-border bg-slate-950 text-slate-300">
          <Film className="size-7" aria-hidden="true" />
          <span className="sr-only">{name} (video)</span>
        </span>
      )}
      <div className="min-w-0 text-sm">
        <p className="text-base font-semibold">
          <a
            href={artPiecePath(piece.slug)}
            className="underline-offset-4 hover:text-primary hover:underline"
          >
            {name}
          </a>
        </p>
        <p className="mt-1 inline-flex items-center gap-1 text-muted-foreground">
          <Gem className="size-3.5" aria-hidden="true" />
          Rarity: {artRarityLabels[piece.rarity]}
        </p>
        <p className="mt-1">
          Edition {piece.expectedEdition} of {piece.editionOf}{' '}
          <span className="text-muted-foreground">(expected)</span>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Editions are numbered in the order payments complete: if another buyer pays first, yours
          is the next number.
        </p>
      </div>
    </div>
  );
}
