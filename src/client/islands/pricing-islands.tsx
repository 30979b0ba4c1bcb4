import { PricingCard } from '../features/pricing/pricing-card.tsx';
import { Toaster } from '../toast/toaster.tsx';
import type { PageIslands } from './hydrate-island.tsx';

export { hydrateIsland } from './hydrate-island.tsx';

/**
 * What React hydrates on the pricing page, as src/client/routes/pricing.tsx renders it, once the
 * pricing card is touched (pricing-entry.tsx); its header and FAQ need no React
 * (islands-without-react.ts).
 */
export const pricingIslands = {
  pricing: () => <PricingCard />,
  toaster: () => <Toaster />,
} satisfies PageIslands;
