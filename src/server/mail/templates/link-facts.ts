import type { Seller } from '../../../shared/seller.ts';

/**
 * What every mail that carries a paid (or given) download link states: the sale's facts and the
 * link's terms. The bot's receipt and the art package mail each add what their item needs.
 */
export interface LinkFacts {
  amountCents: number;
  currency: string;
  /** The discount code the order used and what it took off; absent without one. */
  discount?: { code: string; cents: number };
  purchasedAt: Date;
  /** "Visa ending 4242", when the payment provider said. */
  paymentMethod?: string;
  orderReference: string;
  downloadUrl: string;
  expiresAt: Date;
  /** Downloads this link allows. */
  maxDownloads: number;
  publicUrl: string;
  seller: Seller;
  /** The order's invoice, once paid: its number and the address that serves its PDF. */
  invoice?: { number: string; url: string };
}
