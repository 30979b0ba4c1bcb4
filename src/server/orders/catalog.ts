import { commerce } from '../../shared/site-config.ts';

/** What the shop sells and for how much; the only source of prices the server charges. */
export const botProduct = {
  id: 'bot',
  name: commerce.botProductName,
  priceCents: commerce.botPriceCents,
  currency: commerce.currency,
  description: 'Cryptomaton trading bot: download package',
} as const;
