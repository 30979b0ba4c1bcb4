import { eq } from 'drizzle-orm';
import type { DownloadPage, DownloadState } from '../../shared/delivery.ts';
import { downloadFilePath } from '../../shared/delivery.ts';
import type { ArtPackages } from '../art/art-package.ts';
import type { Db } from '../db/client.ts';
import type { FileStore, LocalFile } from '../files/file-store.ts';
import { orders } from '../db/schema.ts';
import { linkStanding } from '../orders/grants.ts';
import { linkItemName } from '../orders/item-names.ts';
import { type DownloadGrant, findGrantByToken } from '../orders/order-repository.ts';
import type { ProductFiles } from '../products/product-files.ts';
import { servedBotPackage } from '../releases/served-release.ts';
import { artEditionPackage } from './art-edition-package.ts';
import type { LicenceSigningKey } from '../licences/signing-key.ts';
import { orderCopy } from './order-copy.ts';
import { type ServedBytes, storedBytes } from './served-bytes.ts';
import type { ServedPackage } from './served-package.ts';

/** Download tokens are 43 characters; anything far off that is not one of ours. */
export const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface DownloadDependencies {
  db: Db;
  files: FileStore;
  productFiles: ProductFiles;
  artPackages: ArtPackages;
  /** Signs the licence file each bot order's copy of the package carries. */
  licences: { signingKey: LicenceSigningKey };
}

/** What a link can serve now: the state its grant, package and file add up to, and those. */
export interface DownloadLink {
  state: DownloadState;
  grant?: DownloadGrant;
  pkg?: ServedPackage;
  /** The zip on this machine's disk, fetched from the shared store if need be. */
  file?: LocalFile;
  /** What the link serves: the stored zip, with a bot order's licence file spliced in. */
  body?: ServedBytes;
}

/**
 * The link's state alone, which is all the file route needs: the page's naming of what was bought
 * (the order, and an art collection's name) is left out of every download's lookups.
 */
export async function resolveDownload(
  deps: DownloadDependencies,
  token: string,
): Promise<DownloadLink> {
  const grant = DOWNLOAD_TOKEN.test(token) ? await findGrantByToken(deps.db, token) : undefined;
  if (!grant) return { state: 'unknown' };
  const pkg = await servedPackage(deps, grant);
  const file = pkg ? await deps.files.localFile(pkg.sha256) : undefined;
  const standing = linkStanding(grant, new Date());
  const state = standing !== 'works' ? standing : !pkg || !file ? 'unavailable' : 'ready';
  const body = pkg && file ? await servedBytes(deps, grant, pkg, file) : undefined;
  return { state, grant, pkg, file, body };
}

/** A bot order's copy carries its licence file; an art edition's zip, or an order without a licence, is served as stored. */
async function servedBytes(
  deps: DownloadDependencies,
  grant: DownloadGrant,
  pkg: ServedPackage,
  file: LocalFile,
): Promise<ServedBytes> {
  return grant.artEditionId === null
    ? orderCopy(deps.db, deps.licences.signingKey, file, pkg.sha256, grant.orderId)
    : storedBytes(file, pkg.sha256);
}

/** Everything a download link's page shows. */
export async function describeDownload(
  deps: DownloadDependencies,
  token: string,
): Promise<DownloadPage> {
  const page: DownloadPage = {
    state: 'unknown',
    itemKind: 'bot',
    productName: '',
    package: null,
    packageUpdatedSincePurchase: false,
    downloadsUsed: 0,
    maxDownloads: 0,
    expiresAt: null,
    fileUrl: null,
  };
  const { state, grant, pkg, body } = await resolveDownload(deps, token);
  if (!grant) return page;

  const [order] = await deps.db.select().from(orders).where(eq(orders.id, grant.orderId));
  // Named by what the link opens: an art piece sent by hand beside a bot order is that piece.
  page.productName = order ? await linkItemName(deps.db, order, grant) : '';
  page.itemKind = grant.artEditionId === null ? 'bot' : 'art';
  page.downloadsUsed = grant.downloadsUsed;
  page.maxDownloads = grant.maxDownloads;
  page.expiresAt = grant.expiresAt.toISOString();
  if (pkg) {
    page.package = {
      version: pkg.version,
      // Of the bytes this link serves, licence file and all, so a buyer's check of the zip holds.
      sizeBytes: body?.size ?? pkg.sizeBytes,
      sha256: body ? await body.sha256() : pkg.sha256,
      builtAt: pkg.builtAt,
      fileName: pkg.fileName,
    };
    // Only the bot's package is replaced by the owner; an edition's zip never changes.
    page.packageUpdatedSincePurchase = Boolean(
      grant.artEditionId === null &&
      order?.completedAt &&
      Date.parse(pkg.builtAt) > order.completedAt.getTime(),
    );
  }
  page.state = state;
  if (state === 'ready') page.fileUrl = downloadFilePath(token);
  return page;
}

async function servedPackage(
  deps: DownloadDependencies,
  grant: DownloadGrant,
): Promise<ServedPackage | undefined> {
  if (grant.artEditionId !== null) {
    return artEditionPackage(deps.artPackages, grant.artEditionId);
  }
  return servedBotPackage(deps.db);
}
