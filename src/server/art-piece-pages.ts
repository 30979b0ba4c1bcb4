import { artPiecePath } from '../shared/art-display.ts';
import { ART_PIECE_SLUG } from '../shared/art-piece.ts';
import {
  artPieceDescription,
  artPieceImage,
  artPieceTitle,
  artProductLd,
} from '../shared/art-piece-seo.ts';
import type { Seller } from '../shared/seller.ts';
import { pageTitle, shareImage } from '../shared/page-head.ts';
import { siteConfig } from '../shared/site-config.ts';
import { findArtPiece, listArtPieceSlugs } from './art/art-piece.ts';
import type { Db } from './db/client.ts';
import type { RecordPages } from './site/record-pages.ts';

/** Each art piece's page, `/digital-collectibles/{slug}`: its head, and the sitemap's list. */
export function artPiecePages(deps: { db: Db; publicUrl: string; seller: Seller }): RecordPages {
  const absoluteUrl = (path: string) => `${deps.publicUrl}${path}`;
  return {
    route: '/digital-collectibles/:slug',
    async head(params) {
      const slug = params.slug ?? '';
      if (!ART_PIECE_SLUG.test(slug) || slug.length > 100) return undefined;
      const found = await findArtPiece(deps.db, slug);
      if (!found) return undefined;
      const { piece } = found;
      const image = artPieceImage(piece) ?? shareImage;
      return {
        title: pageTitle(artPieceTitle(piece)),
        siteName: siteConfig.brand,
        description: artPieceDescription(piece),
        url: absoluteUrl(artPiecePath(piece.slug)),
        image: { url: absoluteUrl(image.path), width: image.width, height: image.height },
        structuredData: [artProductLd(piece, { absoluteUrl, sellerName: deps.seller.name })],
      };
    },
    async paths() {
      return (await listArtPieceSlugs(deps.db)).map(artPiecePath);
    },
  };
}
