import { PageIntro } from '../components/page-intro.tsx';
import { ArtGallery } from '../features/art/art-gallery.tsx';
import { ArtStoreInfo } from '../features/art/art-store-info.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    path: '/digital-collectibles',
    title: 'Digital Collectibles',
    description:
      'Limited-edition digital art from Cryptomaton: numbered editions with rarity tiers, a certificate of authenticity and a download package by email.',
  });

export default function DigitalCollectiblesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Digital Collectibles"
        title="Digital art collectibles"
        lead="Limited digital artworks with rarity tiers, each edition numbered and delivered as a download package by email."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ArtGallery />
      </div>
      <ArtStoreInfo />
    </>
  );
}
