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

/** A purchase needs attention: not completed, or completed without a download link. */
export function isPurchaseIssue(purchase: { status: string; hasDownloadLink: boolean }): boolean {
  return purchase.status !== 'completed' || !purchase.hasDownloadLink;
}
