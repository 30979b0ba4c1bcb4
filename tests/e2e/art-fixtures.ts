import type { Page } from '@playwright/test';
import type { ArtCollection } from '../../src/shared/art.ts';

/*
 * A gallery answer covering every kind of piece (image, uploaded video, YouTube, a broken image,
 * one whose last units are held), for browser tests that must not depend on which collections the
 * e2e server has. The artwork images are drawn here and served through page.route.
 */

const base = {
  description: '',
  statusSetByOwner: false,
  statusSetTo: null,
  soldCount: 0,
  almostGoneAt: 3,
  imageUrl: null,
  youtubeUrl: null,
  hidden: false,
  isSample: false,
} satisfies Partial<ArtCollection>;

const image = (id: string, width = 1600, height = 1200) => ({
  kind: 'image' as const,
  url: `/media/art/${id}/${width}w`,
  width,
  height,
  variants: [480, 960, width].map((w) => ({
    url: `/media/art/${id}/${w}w`,
    width: w,
    height: Math.round((w * height) / width),
  })),
});

export const YOUTUBE_ID = 'dQw4w9WgXcQ';

export const galleryFixture: ArtCollection[] = [
  {
    ...base,
    id: 101,
    name: 'Nebula Genesis',
    slug: 'nebula-genesis',
    description: 'A star nursery in violet and teal, drawn from a single seed of noise.',
    priceCents: 14_900,
    price: 149,
    totalSupply: 10,
    remainingSupply: 3,
    availableSupply: 3,
    rarity: 'epic',
    status: 'almost-gone',
    imageUrl: '/media/art/fixture-nebula',
    artwork: image('fixture-nebula'),
    isSample: true,
  },
  {
    ...base,
    id: 102,
    name: 'Cosmic Drift',
    slug: 'cosmic-drift',
    description: 'Dust lanes drifting across a slow galaxy, as a looping film.',
    priceCents: 7_950,
    price: 79.5,
    totalSupply: 25,
    remainingSupply: 18,
    availableSupply: 18,
    rarity: 'rare',
    status: 'live',
    youtubeUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    artwork: { kind: 'youtube', videoId: YOUTUBE_ID, url: `https://youtu.be/${YOUTUBE_ID}` },
  },
  {
    ...base,
    id: 103,
    name: 'Stellar Void',
    slug: 'stellar-void',
    description: 'The quiet between stars.',
    priceCents: 2_500,
    price: 25,
    totalSupply: 100,
    remainingSupply: 64,
    availableSupply: 64,
    rarity: 'common',
    status: 'live',
    imageUrl: '/media/art/fixture-void-video',
    artwork: { kind: 'video', url: '/media/art/fixture-void-video', mimeType: 'video/mp4' },
  },
  {
    ...base,
    id: 104,
    name: 'Aurora Crown',
    slug: 'aurora-crown',
    description: 'One of one.',
    priceCents: 99_000,
    price: 990,
    totalSupply: 1,
    remainingSupply: 0,
    availableSupply: 0,
    rarity: 'legendary',
    status: 'sold-out',
    imageUrl: '/media/art/fixture-missing',
    // Nothing serves this: the browser gets a 404 and the card shows the placeholder.
    artwork: image('fixture-missing'),
  },
  {
    ...base,
    id: 105,
    name: 'Pulsar Bloom',
    slug: 'pulsar-bloom',
    description: 'Both remaining pieces are held for buyers who are paying.',
    priceCents: 4_900,
    price: 49,
    totalSupply: 20,
    remainingSupply: 2,
    availableSupply: 0,
    rarity: 'common',
    status: 'almost-gone',
    imageUrl: '/media/art/fixture-pulsar',
    artwork: image('fixture-pulsar', 1200, 1200),
  },
];

const hues: Record<string, [string, string]> = {
  'fixture-nebula': ['#7c3aed', '#14b8a6'],
  'fixture-pulsar': ['#f97316', '#db2777'],
};

function artworkSvg(id: string, width: number, height: number): string {
  const [a, b] = hues[id] ?? ['#334155', '#0f172a'];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><radialGradient id="g" cx="0.35" cy="0.4" r="0.75"><stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}" stop-opacity="0.6"/><stop offset="1" stop-color="#020617"/></radialGradient></defs>
<rect width="100%" height="100%" fill="#020617"/><rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.62}" cy="${height * 0.38}" r="${width * 0.05}" fill="#fff" opacity="0.8"/></svg>`;
}

/** Answers the gallery's list with `collections`, and draws the fixture's artwork. */
export async function stubGallery(page: Page, collections: ArtCollection[] = galleryFixture) {
  await page.route('**/api/art/collections', (route) =>
    route.fulfill({ json: { collections } satisfies { collections: ArtCollection[] } }),
  );
  await page.route(/\/media\/art\/(fixture-nebula|fixture-pulsar)\/(\d+)w$/, (route) => {
    const [, id = '', width = '0'] =
      /\/media\/art\/([\w-]+)\/(\d+)w$/.exec(new URL(route.request().url()).pathname) ?? [];
    const ratio = id === 'fixture-pulsar' ? 1 : 0.75;
    return route.fulfill({
      contentType: 'image/svg+xml',
      body: artworkSvg(id, Number(width), Math.round(Number(width) * ratio)),
    });
  });
}
