import type { ArtCollection } from './art.ts';
import { artPiecePath, artRarityLabels } from './art-display.ts';
import { centsToDecimal, formatUsd } from './money.ts';
import { commerce, siteConfig } from './site-config.ts';
import { shownArtStatus } from './art-status.ts';

/*
 * What search engines and link previews are told about an art piece: its title, description,
 * share image and schema.org `Product`. The piece page's `meta` and the server, which writes the
 * same head into the page it sends, both take them from here. Zod-free, for the public pages.
 */

/** Absolute URLs and who sells, as the caller knows them (built page or running server). */
export interface ArtSeoContext {
  absoluteUrl: (path: string) => string;
  sellerName: string;
}

const SCHEMA = 'https://schema.org/';
const DESCRIPTION_MAX = 160;

type Piece = Pick<
  ArtCollection,
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'rarity'
  | 'totalSupply'
  | 'priceCents'
  | 'status'
  | 'remainingSupply'
  | 'availableSupply'
  | 'artwork'
>;

// The status a visitor sees: no edition left reads sold out, whatever status the owner set.
const shown = (piece: Piece) => shownArtStatus(piece.status, piece.remainingSupply);
const buyable = (piece: Piece) => shown(piece) !== 'sold-out' && piece.availableSupply > 0;

/** The page title before the brand: "Nebula Genesis, Epic digital art". */
export const artPieceTitle = (piece: Piece) =>
  `${piece.name}, ${artRarityLabels[piece.rarity]} digital art`;

/** The meta description: the owner's words when there are some, cut at a word; facts otherwise. */
export function artPieceDescription(piece: Piece): string {
  const facts = `${artRarityLabels[piece.rarity]} digital art by ${siteConfig.brand}, a numbered edition of ${piece.totalSupply} for ${formatUsd(piece.priceCents)}.`;
  const own = piece.description.replace(/\s+/g, ' ').trim();
  if (!own) return facts;
  if (own.length <= DESCRIPTION_MAX) return own;
  const cut = own.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The share image: the artwork's largest web copy, or none (the site's own is used). */
export function artPieceImage(
  piece: Piece,
): { path: string; width: number; height: number } | undefined {
  return piece.artwork?.kind === 'image'
    ? { path: piece.artwork.url, width: piece.artwork.width, height: piece.artwork.height }
    : undefined;
}

function availability(piece: Piece): string {
  if (!buyable(piece)) return `${SCHEMA}SoldOut`;
  return shown(piece) === 'almost-gone' ? `${SCHEMA}LimitedAvailability` : `${SCHEMA}InStock`;
}

/** schema.org `Product` with its `Offer`, for one art piece. */
export function artProductLd(piece: Piece, context: ArtSeoContext) {
  const image = artPieceImage(piece);
  const url = context.absoluteUrl(artPiecePath(piece.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: piece.name,
    ...(piece.description ? { description: piece.description } : {}),
    ...(image ? { image: context.absoluteUrl(image.path) } : {}),
    url,
    sku: `art-${piece.id}`,
    category: 'Digital art',
    brand: { '@type': 'Brand', name: siteConfig.brand },
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Rarity', value: artRarityLabels[piece.rarity] },
      { '@type': 'PropertyValue', name: 'Edition size', value: piece.totalSupply },
    ],
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(piece.priceCents),
      priceCurrency: commerce.currency,
      availability: availability(piece),
      inventoryLevel: { '@type': 'QuantitativeValue', value: piece.availableSupply },
      url,
      seller: { '@type': 'Organization', name: context.sellerName },
    },
  };
}
