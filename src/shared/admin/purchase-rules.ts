/** A purchase's download allowance as the admin sees it; null when it has no link. */
export interface DownloadUsage {
  downloadsUsed: number;
  maxDownloads: number;
}

/** The admin's download column, in the words owners know (docs/product-rules.md). */
export function downloadDisplay(download: DownloadUsage | null): string {
  if (!download) return 'No Download Link';
  if (download.downloadsUsed === 0) return 'Not Downloaded';
  return `Downloaded ${download.downloadsUsed}/${download.maxDownloads}`;
}

/** What the server knows about a purchase that decides whether the owner must act on it. */
export interface PurchaseIssueFacts {
  /** Paid and delivered. */
  completed: boolean;
  /** The buyer has a link that works now, or has already downloaded with the current one. */
  linkServed: boolean;
  /** Paid, but nothing could be delivered and the money is still held (a sold-out art piece). */
  deliveryFailed: boolean;
  /** A mail about the purchase gave up after its last attempt and waits for a retry. */
  mailFailed: boolean;
  /** The buyer disputed the charge and the bank has not decided yet: the owner must answer. */
  disputed: boolean;
}

/**
 * A purchase needs the owner when it is paid without a working link, its delivery failed, a
 * mail about it failed, or its charge is disputed. An unpaid checkout, a declined card or a
 * refund needs nobody.
 */
export function isPurchaseIssue(facts: PurchaseIssueFacts): boolean {
  return (
    (facts.completed && !facts.linkServed) ||
    facts.deliveryFailed ||
    facts.mailFailed ||
    facts.disputed
  );
}
