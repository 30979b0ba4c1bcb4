import { artRarityLabels } from '../../shared/art-display.ts';
import { artMediaUrl } from './collection-view.ts';
import type { ArtEditionFacts } from './art-package-facts.ts';

/** ERC-721 metadata (with the attributes marketplaces read) for one edition. */
export interface ArtMetadata {
  name: string;
  description: string;
  image: string;
  external_url: string;
  animation_url?: string;
  youtube_url?: string;
  attributes: (
    | { trait_type: string; value: string }
    | { trait_type: string; value: number; display_type: 'number'; max_value?: number }
  )[];
}

/**
 * The edition's `metadata.json`. `image` is the public artwork on this site (an uploaded image or
 * video), or the YouTube video when that is all there is; `external_url` is the certificate's
 * verify page.
 */
export function artMetadata(facts: ArtEditionFacts, publicUrl: string): ArtMetadata {
  const mediaUrl = facts.media ? `${publicUrl}${artMediaUrl(facts.media.publicId)}` : undefined;
  const image = mediaUrl ?? facts.youtubeUrl;
  if (!image) throw new Error(`collection ${facts.collection.id} has no artwork`);
  return {
    name: `${facts.collection.name} #${facts.editionNumber}`,
    description: facts.collection.description || facts.collection.name,
    image,
    external_url: facts.verifyUrl,
    ...(facts.media?.kind === 'video' ? { animation_url: mediaUrl } : {}),
    ...(facts.youtubeUrl ? { youtube_url: facts.youtubeUrl } : {}),
    attributes: [
      { trait_type: 'Collection', value: facts.collection.name },
      { trait_type: 'Rarity', value: artRarityLabels[facts.collection.rarity] },
      {
        trait_type: 'Edition',
        value: facts.editionNumber,
        display_type: 'number',
        max_value: facts.editionOf,
      },
      { trait_type: 'Edition of', value: facts.editionOf, display_type: 'number' },
    ],
  };
}
