import { seller } from '../../lib/seller.ts';
import type { ArtCollection } from '../../../shared/art.ts';
import { artProductLd as productLd } from '../../../shared/art-piece-seo.ts';
import { absoluteUrl } from '../../seo/site-url.ts';

/** schema.org `Product` with its `Offer`, for one art piece, as this build names the site. */
export const artProductLd = (collection: ArtCollection) =>
  productLd(collection, { absoluteUrl, sellerName: seller.name });

/**
 * A JSON-LD data block. Browsers never run it, so the page's script policy does not apply; `<` is
 * escaped so no text in it can close the script element.
 */
export const jsonLdHtml = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
