import { seller } from '../../lib/seller.ts';
import type { ArtCollection } from '../../../shared/art.ts';
import { artRarityLabels } from '../../../shared/art-display.ts';
import { centsToDecimal } from '../../../shared/money.ts';
import { commerce, siteConfig } from '../../../shared/site-config.ts';
import { absoluteUrl } from '../../seo/site-url.ts';
import { canBuy, statusShown } from './art-filters.ts';

const SCHEMA = 'https://schema.org/';

function availability(collection: ArtCollection): string {
  if (!canBuy(collection)) return `${SCHEMA}SoldOut`;
  return statusShown(collection) === 'almost-gone'
    ? `${SCHEMA}LimitedAvailability`
    : `${SCHEMA}InStock`;
}

/** schema.org `Product` with its `Offer`, for one art piece of the gallery. */
export function artProductLd(collection: ArtCollection) {
  const image = collection.artwork?.kind === 'image' ? collection.artwork.url : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: collection.name,
    ...(collection.description ? { description: collection.description } : {}),
    ...(image ? { image: absoluteUrl(image) } : {}),
    sku: `art-${collection.id}`,
    category: 'Digital art',
    brand: { '@type': 'Brand', name: siteConfig.brand },
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Rarity', value: artRarityLabels[collection.rarity] },
      { '@type': 'PropertyValue', name: 'Edition size', value: collection.totalSupply },
    ],
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(collection.priceCents),
      priceCurrency: commerce.currency,
      availability: availability(collection),
      inventoryLevel: { '@type': 'QuantitativeValue', value: collection.availableSupply },
      url: absoluteUrl(`/digital-collectibles#art-${collection.id}`),
      seller: { '@type': 'Organization', name: seller.name },
    },
  };
}

/**
 * A JSON-LD data block. Browsers never run it, so the page's script policy does not apply; `<` is
 * escaped so no text in it can close the script element.
 */
export const jsonLdHtml = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
