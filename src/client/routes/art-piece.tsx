import { useEffect } from 'react';
import { data, useLoaderData } from 'react-router';
import { artPiecePath } from '../../shared/art-display.ts';
import { artPieceDescription, artPieceImage, artPieceTitle } from '../../shared/art-piece-seo.ts';
import { RECORD_HEAD_ATTRIBUTE } from '../../shared/page-head.ts';
import { getArtPiece } from '../features/art/api/get-art-piece.ts';
import { ArtPiecePage } from '../features/art/art-piece-page.tsx';
import { artProductLd } from '../features/art/art-structured-data.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/art-piece';

/**
 * A piece's page is made from the shop's records, so the browser asks for it: the server sends
 * the page with its head already written (for crawlers and link previews) or the 404 page.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return await getArtPiece(params.slug);
  } catch (error) {
    // A piece that is gone (or never was) is the site's not-found page, as the server says.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(error.message, { status: 404 });
    }
    throw error;
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { piece } = loaderData;
  return pageMeta({
    title: artPieceTitle(piece),
    description: artPieceDescription(piece),
    path: artPiecePath(piece.slug),
    image: artPieceImage(piece),
    structuredData: [artProductLd(piece)],
  });
};

export default function ArtPieceRoute() {
  const found = useLoaderData<typeof clientLoader>();
  // The page's own head tags are in place now: the copies the server wrote go.
  useEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${RECORD_HEAD_ATTRIBUTE}]`)) tag.remove();
  }, []);
  return <ArtPiecePage piece={found.piece} packageFiles={found.packageFiles} />;
}
