import { apiPath } from '../../../../shared/api-paths.ts';
import { apiRequest, lazyCheck } from '../../../lib/api-client.ts';

/** A piece's page: the piece as the gallery shows it, and the files its package holds. */
export const getArtPiece = (slug: string) =>
  apiRequest(
    apiPath('artPiece', { slug }),
    lazyCheck(() =>
      import('../../../../shared/art-piece.ts').then((module) => module.ArtPieceSchema),
    ),
  );
