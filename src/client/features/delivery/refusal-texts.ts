import type { DownloadState, ItemKind } from '../../../shared/delivery.ts';
import { linkTerms } from '../../../shared/link-terms.ts';

type Refusal = Exclude<DownloadState, 'ready'>;

/** Why a link cannot be used now, and what the buyer can do about it (in the link's own terms). */
export function refusalText(refusal: Refusal, kind: ItemKind): { title: string; body: string } {
  return refusalTexts(linkTerms(kind))[refusal];
}

const refusalTexts = (terms: {
  hours: number;
  maxDownloads: number;
}): Record<Refusal, { title: string; body: string }> => ({
  unknown: {
    title: 'We could not find this download link',
    body: 'Please check that you copied the whole link from your email: links are long, and some mail apps split them over two lines. You can also have a fresh link sent to the address you bought with.',
  },
  expired: {
    title: 'This download link has expired',
    body: `Download links work for ${terms.hours} hours after they are sent. Your purchase is still yours: have a fresh link sent to the address you bought with.`,
  },
  exhausted: {
    title: `This download link has been used ${terms.maxDownloads} times`,
    body: `Each link works ${terms.maxDownloads} times, to keep your purchase safe if the link is shared. If you still need the package, have a fresh link sent to the address you bought with.`,
  },
  revoked: {
    title: 'This download link is no longer active',
    body: 'A newer link replaced it, or the order was refunded. If you still need it, have a fresh link sent to the address you bought with.',
  },
  paused: {
    title: 'This download link is paused',
    body: 'The payment for this order is being disputed with the card issuer, so its download waits until the dispute is settled. If you did not mean to dispute it, or have questions, please contact support: the link works again as soon as the dispute is closed in your favour.',
  },
  unavailable: {
    title: 'The download is being updated',
    body: 'We are preparing a new version of the package right now. Please try again in a few minutes; your link has not been used up.',
  },
});
