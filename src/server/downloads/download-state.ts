import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { DownloadPage } from '../../shared/delivery.ts';
import { downloadFilePath } from '../../shared/delivery.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { botProduct } from '../orders/catalog.ts';
import { type DownloadGrant, findGrantByToken } from '../orders/order-repository.ts';
import { packageVersion } from '../products/package-builder.ts';
import type { DownloadPackage, ProductFiles } from '../products/product-files.ts';

/** Download tokens are 43 characters; anything far off that is not one of ours. */
export const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface DownloadState {
  page: DownloadPage;
  grant?: DownloadGrant;
  pkg?: DownloadPackage;
  /** The package file's size on disk (the saved facts could be stale). */
  size?: number;
}

/** Everything a download link's page shows, and what the file route needs to serve it. */
export async function describeDownload(
  deps: { db: Db; productFiles: ProductFiles },
  token: string,
): Promise<DownloadState> {
  const page: DownloadPage = {
    state: 'unknown',
    productName: botProduct.name,
    package: null,
    packageUpdatedSincePurchase: false,
    downloadsUsed: 0,
    maxDownloads: 0,
    expiresAt: null,
    fileUrl: null,
  };
  const grant = DOWNLOAD_TOKEN.test(token) ? await findGrantByToken(deps.db, token) : undefined;
  if (!grant) return { page };

  const pkg = (await deps.productFiles.currentPackage()) ?? undefined;
  const size = pkg
    ? await stat(pkg.path).then(
        (s) => s.size,
        () => undefined,
      )
    : undefined;
  const [order] = await deps.db
    .select({ completedAt: orders.completedAt })
    .from(orders)
    .where(eq(orders.id, grant.orderId));
  page.downloadsUsed = grant.downloadsUsed;
  page.maxDownloads = grant.maxDownloads;
  page.expiresAt = grant.expiresAt.toISOString();
  if (pkg) {
    page.package = {
      version: packageVersion(pkg),
      sizeBytes: size ?? pkg.sizeBytes,
      sha256: pkg.sha256,
      builtAt: pkg.builtAt,
    };
    page.packageUpdatedSincePurchase = Boolean(
      order?.completedAt && Date.parse(pkg.builtAt) > order.completedAt.getTime(),
    );
  }
  page.state = grant.revokedAt
    ? 'revoked'
    : grant.expiresAt <= new Date()
      ? 'expired'
      : grant.downloadsUsed >= grant.maxDownloads
        ? 'exhausted'
        : !pkg || size === undefined
          ? 'unavailable'
          : 'ready';
  if (page.state === 'ready') page.fileUrl = downloadFilePath(token);
  return { page, grant, pkg, size };
}
