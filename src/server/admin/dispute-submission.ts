import {
  DISPUTE_EVIDENCE_FIELD_MAX,
  type DisputeEvidence,
  type DisputeSubmission,
} from '../../shared/disputes.ts';
import { formatUsd } from '../../shared/money.ts';
import { siteConfig } from '../../shared/site-config.ts';

type Facts = Omit<DisputeEvidence, 'submission'>;

/** The recorded acceptance in a reviewer's words: which texts, which versions, when and from where. */
function acceptanceSentence(accepted: NonNullable<Facts['acceptance']>): string {
  const texts = [
    accepted.disclaimerVersion
      ? `the Risk Disclaimer (version ${accepted.disclaimerVersion})`
      : null,
    accepted.licenceVersion ? `the Software License (version ${accepted.licenceVersion})` : null,
    accepted.usageRightsVersion
      ? `the art piece's usage rights (version ${accepted.usageRightsVersion})`
      : null,
  ].filter((text): text is string => text !== null);
  const browser = accepted.userAgent ? ` with the browser "${accepted.userAgent}"` : '';
  return `Before paying, the buyer ticked a box accepting ${texts.join(' and ')} at ${accepted.acceptedAt} from ${accepted.clientAddress}${browser}.`;
}

/** Stripe takes at most 150,000 characters over all fields; each of ours stays well below. */
const cut = (text: string) =>
  text.length <= DISPUTE_EVIDENCE_FIELD_MAX
    ? text
    : `${text.slice(0, DISPUTE_EVIDENCE_FIELD_MAX - 1)}…`;

/**
 * The evidence as the provider's text fields (Stripe's names in comments): what a bank reviewer
 * reads. `note` is the owner's own words, put first in the free text.
 */
export function disputeSubmission(facts: Facts, note?: string): DisputeSubmission {
  const { receipt } = facts;
  const amount = `${formatUsd(receipt.amountCents)} ${receipt.currency.toUpperCase()}`;
  const access = [
    ...facts.downloads.map(
      (row) =>
        `${row.at} completed download of the purchased package from ${row.address ?? 'an unrecorded address'} (${row.client})`,
    ),
    ...facts.licenceActivations.map(
      (row) =>
        `${row.at} licence activated on machine "${row.machineName ?? 'unnamed'}" from ${row.address ?? 'an unrecorded address'}`,
    ),
  ].sort();
  const acceptance = facts.acceptance ? acceptanceSentence(facts.acceptance) : null;
  const messages = facts.messages.map(
    (message) => `${message.at} the buyer wrote (subject "${message.subject}"): ${message.message}`,
  );
  const text = [
    note ? note : null,
    `Order ${receipt.reference}: ${receipt.itemName}, ${amount}, paid ${receipt.paidAt ?? 'at checkout'}${receipt.paymentMethod ? ` with ${receipt.paymentMethod}` : ''}, receipt and download link sent to ${receipt.email}.`,
    acceptance,
    messages.length > 0 ? `Messages from the buyer:\n${messages.join('\n')}` : null,
  ].filter((part): part is string => Boolean(part));
  return {
    // access_activity_log
    accessActivityLog: cut(
      access.length > 0 ? access.join('\n') : 'No download of the package has been recorded.',
    ),
    // customer_email_address
    customerEmailAddress: receipt.email,
    // product_description
    productDescription: cut(
      `${receipt.itemName} from ${siteConfig.brand}: digital goods, delivered as a download link emailed to the buyer right after payment.`,
    ),
    // service_date: the day the goods were delivered (YYYY-MM-DD, UTC)
    serviceDate: (receipt.paidAt ?? '').slice(0, 10),
    // uncategorized_text
    uncategorizedText: cut(text.join('\n\n')),
  };
}
