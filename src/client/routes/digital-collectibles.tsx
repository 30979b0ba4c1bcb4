import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    path: '/digital-collectibles',
    title: 'Digital Collectibles',
    description: 'Limited-edition digital art collectibles from Cryptomaton.',
  });

export default function DigitalCollectiblesPage() {
  return (
    <PageIntro
      eyebrow={'Digital Collectibles'}
      title={'Digital art collectibles'}
      lead={'Limited digital artworks with rarity tiers, delivered as a download package by email.'}
    />
  );
}
