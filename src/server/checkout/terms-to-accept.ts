import { ART_TERMS_REFUSAL, BOT_TERMS_REFUSAL } from '../../shared/terms-acceptance.ts';
import { usageRightsVersion } from '../art/usage-rights.ts';
import { acceptedVersions } from '../orders/acceptance/accepted-versions.ts';
import type { AcceptedTerms } from '../orders/acceptance/acceptance-record.ts';
import type { CheckoutItem } from './checkout-item.ts';

/**
 * What the buyer of this item must accept: the bot's Risk Disclaimer and License, or an art
 * piece's usage rights. The versions are those this build shows; the refusal names them.
 */
export function termsToAccept(item: CheckoutItem): {
  refusal: string;
  versions: Pick<AcceptedTerms, 'disclaimerVersion' | 'licenceVersion' | 'usageRightsVersion'>;
} {
  if (item.kind === 'art') {
    return {
      refusal: ART_TERMS_REFUSAL,
      versions: {
        disclaimerVersion: null,
        licenceVersion: null,
        usageRightsVersion: usageRightsVersion(),
      },
    };
  }
  const { disclaimer, licence } = acceptedVersions();
  return {
    refusal: BOT_TERMS_REFUSAL,
    versions: { disclaimerVersion: disclaimer, licenceVersion: licence, usageRightsVersion: null },
  };
}
