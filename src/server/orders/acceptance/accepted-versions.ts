import { riskDisclaimer } from '../../../shared/legal/risk-disclaimer.ts';
import { softwareLicense } from '../../../shared/legal/software-license.ts';
import { legalDocumentText, textVersion } from './text-version.ts';

export interface BotTermsVersions {
  /** The Risk Disclaimer at /disclaimer, as this build shows it. */
  disclaimer: string;
  /** The Software License at /license, as this build shows it. */
  licence: string;
}

let versions: BotTermsVersions | undefined;

/** The versions of the texts a bot buyer accepts, computed once: the texts are part of the build. */
export function acceptedVersions(): BotTermsVersions {
  versions ??= {
    disclaimer: textVersion(legalDocumentText(riskDisclaimer)),
    licence: textVersion(legalDocumentText(softwareLicense)),
  };
  return versions;
}
