import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { maskLicenceKey } from '../../shared/licence-key.ts';
import type { Library, LibraryLicence, LibraryPurchase } from '../../shared/library.ts';
import { apiPath } from '../../shared/api-paths.ts';
import { orderEdition } from '../art/order-edition.ts';
import { libraryDocuments } from './library-documents.ts';
import type { Db } from '../db/client.ts';
import { licenceMachines, licences, orders, releaseDownloadLinks } from '../db/schema.ts';
import { licenceStatus } from '../licences/licence-store.ts';
import { itemNames } from '../orders/item-names.ts';
import { type Order, orderReference } from '../orders/order-repository.ts';
import { listReleases } from '../releases/release-store.ts';
import { updateMailWanted } from '../update-mail/preferences.ts';

/** The orders a library lists: every one the address paid for, refunded ones too. */
export async function ordersOf(db: Db, email: string): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`lower(${orders.email}) = ${email}`,
        inArray(orders.status, ['completed', 'refunded']),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Release downloads the library gave this address's orders in the last 24 hours. */
export async function libraryDownloadsToday(db: Db, orderIds: number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(releaseDownloadLinks)
    .where(
      and(
        inArray(releaseDownloadLinks.orderId, orderIds),
        eq(releaseDownloadLinks.purpose, 'library'),
        gt(releaseDownloadLinks.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return row?.n ?? 0;
}

async function licencesOf(db: Db, orderIds: number[]): Promise<Map<number, LibraryLicence>> {
  const byOrder = new Map<number, LibraryLicence>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(licences).where(inArray(licences.orderId, orderIds));
  const machines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(licenceMachines)
          .where(
            inArray(
              licenceMachines.licenceId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(licenceMachines.lastSeenAt), asc(licenceMachines.id));
  for (const licence of rows) {
    const own = machines.filter((machine) => machine.licenceId === licence.id);
    byOrder.set(licence.orderId, {
      maskedKey: maskLicenceKey(licence.keyLastGroup),
      revealable: licence.keyLibrarySealed !== null,
      status: licenceStatus(licence),
      machinesUsed: own.filter((machine) => machine.deactivatedAt === null).length,
      machinesAllowed: licence.machinesAllowed,
      machines: own.map((machine) => ({
        name: machine.name,
        fingerprint: machine.fingerprint,
        active: machine.deactivatedAt === null,
        activatedAt: machine.activatedAt.toISOString(),
        lastSeenAt: machine.lastSeenAt.toISOString(),
      })),
    });
  }
  return byOrder;
}

/** Everything the library page shows the signed-in address. */
export async function buildLibrary(
  db: Db,
  email: string,
  downloadsPerDay: number,
): Promise<Library> {
  const paid = await ordersOf(db, email);
  const ids = paid.map((order) => order.id);
  const names = await itemNames(db, paid);
  const licenceByOrder = await licencesOf(db, ids);
  const purchases: LibraryPurchase[] = [];
  for (const order of paid) {
    const reference = orderReference(order);
    const edition = order.status === 'completed' ? await orderEdition(db, order) : null;
    purchases.push({
      reference,
      itemKind: order.artCollectionId === null ? 'bot' : 'art',
      productName: names.get(order.id) ?? '',
      amountCents: order.amountCents,
      currency: order.currency,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      licence: licenceByOrder.get(order.id) ?? null,
      edition: edition
        ? { ...edition, certificateUrl: apiPath('libraryCertificate', { reference }) }
        : null,
      ...(await libraryDocuments(db, order.id, reference)),
    });
  }
  const ownsBot = purchases.some((purchase) => purchase.licence !== null);
  const releases = ownsBot
    ? (await listReleases(db)).filter((release) => release.channel === 'stable')
    : [];
  const used = await libraryDownloadsToday(db, ids);
  return {
    email,
    purchases,
    releases: releases.map((release) => ({
      version: release.version,
      channel: release.channel,
      changelog: release.changelog,
      sha256: release.sha256,
      sizeBytes: release.sizeBytes,
      publishedAt: release.publishedAt.toISOString(),
    })),
    downloads: { perDay: downloadsPerDay, leftToday: Math.max(0, downloadsPerDay - used) },
    updateMail: ownsBot ? { wanted: await updateMailWanted(db, email) } : null,
  };
}
