import { siteConfig } from './site-config.ts';

/*
 * Who sells. This file is bundled into every page (the footer names the seller), so it holds no
 * parsing: the environment's rules, with zod, are in seller-env.ts for the server and the build.
 */

/** Who sells, as the buyer sees it on the receipt, in the footer, the terms and at the pay button. */
export interface Seller {
  name: string;
  address: string;
}

/**
 * Until SELLER_NAME and SELLER_ADDRESS are set, the seller is the brand in its country: the legal
 * texts name no operating company.
 */
export const defaultSeller: Seller = {
  name: siteConfig.brand,
  address: siteConfig.legal.sellerCountry,
};

/** "Name, address": how the receipt, the footer and the terms write who sells. */
export function soldBy(seller: Seller): string {
  return `${seller.name}, ${seller.address}`;
}
