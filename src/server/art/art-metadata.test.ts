import { describe, expect, it } from 'vitest';
import { artEditionFacts } from '../testing/art-fixtures.ts';
import { artMetadata } from './art-metadata.ts';

const base = artEditionFacts(
  { id: 1, name: 'Cosmic Drift', description: 'Drifting dust.', rarity: 'rare' },
  { media: { kind: 'image', mimeType: 'image/png', sha256: 'a'.repeat(64), publicId: 'pub123' } },
);

describe('ERC-721 metadata', () => {
  it('names the edition, links the public artwork and the verify page, and lists the traits', () => {
    expect(artMetadata(base, 'https://shop.example')).toEqual({
      name: 'Cosmic Drift #3',
      description: 'Drifting dust.',
      image: 'https://shop.example/media/art/pub123',
      external_url: base.verifyUrl,
      attributes: [
        { trait_type: 'Collection', value: 'Cosmic Drift' },
        { trait_type: 'Rarity', value: 'Rare' },
        { trait_type: 'Edition', value: 3, display_type: 'number', max_value: 10 },
        { trait_type: 'Edition of', value: 10, display_type: 'number' },
      ],
    });
  });

  it('uses the YouTube video when there is no upload, and keeps it beside an image', () => {
    const youtubeUrl = 'https://youtu.be/dQw4w9WgXcQ';
    const youtubeOnly = artMetadata({ ...base, media: null, youtubeUrl }, 'https://shop.example');
    expect(youtubeOnly.image).toBe(youtubeUrl);
    expect(youtubeOnly.youtube_url).toBe(youtubeUrl);
    const both = artMetadata({ ...base, youtubeUrl }, 'https://shop.example');
    expect(both.image).toBe('https://shop.example/media/art/pub123');
    expect(both.youtube_url).toBe(youtubeUrl);
  });

  it('falls back to the name when the description is empty', () => {
    const empty = { ...base, collection: { ...base.collection, description: '' } };
    expect(artMetadata(empty, 'https://shop.example').description).toBe('Cosmic Drift');
  });
});
