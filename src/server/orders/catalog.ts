import { commerce } from '../../shared/site-config.ts';

/** What the shop sells and for how much; the only source of prices the server charges. */
export const botProduct = {
  id: 'bot',
  name: commerce.botProductName,
  priceCents: commerce.botPriceCents,
  currency: commerce.currency,
  description: 'Cryptomaton trading bot: download package',
} as const;

/** `orders.product` of an art purchase; the collection is `orders.art_collection_id`. */
export const ART_PRODUCT = 'art';
