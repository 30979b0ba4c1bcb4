import { defaultSeller, type Seller } from '../../shared/seller.ts';

declare const __SELLER__: Seller | undefined;

/**
 * The seller SELLER_NAME and SELLER_ADDRESS named when the site was built
 * (scripts/build-constants.ts); the default where nothing was built, as in unit tests.
 */
export const seller: Seller = typeof __SELLER__ === 'object' ? __SELLER__ : defaultSeller;
