/** A purchase's download allowance as the admin sees it; null when it has no link. */
export interface DownloadUsage {
  downloadsUsed: number;
  maxDownloads: number;
}

/** The spec's admin download display (section 4). */
export function downloadDisplay(download: DownloadUsage | null): string {
  if (!download) return 'No Download Link';
  if (download.downloadsUsed === 0) return 'Not Downloaded';
  return `Downloaded ${download.downloadsUsed}/${download.maxDownloads}`;
}

/** The spec's issue rule (section 4): not completed, or completed without a download link. */
export function isPurchaseIssue(purchase: { status: string; hasDownloadLink: boolean }): boolean {
  return purchase.status !== 'completed' || !purchase.hasDownloadLink;
}
