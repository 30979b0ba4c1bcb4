import { soldBy } from '../../shared/seller.ts';
import { readFileSync } from 'node:fs';
import { siteConfig } from '../../shared/site-config.ts';
import type { ArtEditionFacts } from './art-package-facts.ts';
import { formatUtcDateTime } from '../../shared/utc-dates.ts';
import { textVersion } from '../orders/acceptance/text-version.ts';

/** The licence text, kept as prose in its own file; `{{name}}` marks what each edition fills in. */
const template = readFileSync(new URL('./usage-rights.md', import.meta.url), 'utf8');

/**
 * The version of the usage rights an art buyer accepts at checkout: the template every edition's
 * document is filled from, so a changed word in it is a new version.
 */
const version = textVersion(template);
export const usageRightsVersion = () => version;

/** The usage-rights document of one edition, as the buyer receives it in the package. */
export function usageRightsDocument(facts: ArtEditionFacts, publicUrl: string): string {
  const values: Record<string, string> = {
    collection: facts.collection.name,
    edition: String(facts.editionNumber),
    editionOf: String(facts.editionOf),
    owner: facts.ownerEmail,
    seller: soldBy(facts.seller),
    brand: siteConfig.brand,
    purchaseDate: formatUtcDateTime(facts.issuedAt),
    code: facts.verificationCode,
    verifyUrl: facts.verifyUrl,
    galleryUrl: `${publicUrl}/digital-collectibles`,
    termsUrl: `${publicUrl}/terms-of-service`,
    refundUrl: `${publicUrl}/refund-policy`,
    governingLaw: siteConfig.legal.governingLaw,
    supportEmail: siteConfig.links.supportEmail,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    // A misspelt placeholder must fail the tests, never reach a buyer.
    if (value === undefined) throw new Error(`usage-rights.md: unknown placeholder ${placeholder}`);
    return value;
  });
}
