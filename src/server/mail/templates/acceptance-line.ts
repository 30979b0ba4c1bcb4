import { formatUtcDateTime } from '../../../shared/utc-dates.ts';

/** What the buyer accepted at checkout, as a receipt quotes it. */
export interface AcceptanceFacts {
  disclaimerVersion: string | null;
  licenceVersion: string | null;
  usageRightsVersion: string | null;
  acceptedAt: Date;
}

/**
 * One short line for the receipt: which versions of which texts the buyer accepted, and when.
 * Undefined for orders from before acceptance was recorded: the receipt then says nothing.
 */
export function acceptanceLine(accepted: AcceptanceFacts | undefined): string | undefined {
  if (!accepted) return undefined;
  const texts = [
    accepted.disclaimerVersion && `the Risk Disclaimer version ${accepted.disclaimerVersion}`,
    accepted.licenceVersion && `the License version ${accepted.licenceVersion}`,
    accepted.usageRightsVersion && `the usage rights version ${accepted.usageRightsVersion}`,
  ].filter((text): text is string => Boolean(text));
  if (texts.length === 0) return undefined;
  return `You accepted ${texts.join(' and ')} on ${formatUtcDateTime(accepted.acceptedAt)}.`;
}
