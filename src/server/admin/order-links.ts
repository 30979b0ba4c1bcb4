import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminGrant, ArtSentByHand } from '../../shared/admin/order-detail.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions, downloadGrants, grantDownloads } from '../db/schema.ts';
import { linkStanding } from '../orders/grants.ts';
import type { DownloadGrant, Order } from '../orders/order-repository.ts';
import { isOwnLink } from '../orders/own-links.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An order's links, told apart: its own, and those of art the owner sent by hand beside it. */
export interface OrderLinks {
  /** The order's own links, oldest first. */
  own: DownloadGrant[];
  /** Links of art sent by hand, oldest first. */
  beside: DownloadGrant[];
  /** Each link's downloads, oldest first, by link id. */
  downloads: Map<number, { at: string; client: string }[]>;
}

export async function orderLinks(db: Db, order: Pick<Order, 'id'>): Promise<OrderLinks> {
  const rows = await db
    .select({ grant: downloadGrants, own: sql<boolean>`${isOwnLink}` })
    .from(downloadGrants)
    .where(eq(downloadGrants.orderId, order.id))
    .orderBy(asc(downloadGrants.id));
  const downloads = new Map<number, { at: string; client: string }[]>();
  if (rows.length > 0) {
    const counted = await db
      .select()
      .from(grantDownloads)
      .where(
        inArray(
          grantDownloads.grantId,
          rows.map((row) => row.grant.id),
        ),
      )
      .orderBy(asc(grantDownloads.id));
    for (const download of counted) {
      const list = downloads.get(download.grantId) ?? [];
      list.push({ at: download.downloadedAt.toISOString(), client: download.client });
      downloads.set(download.grantId, list);
    }
  }
  return {
    own: rows.filter((row) => row.own).map((row) => row.grant),
    beside: rows.filter((row) => !row.own).map((row) => row.grant),
    downloads,
  };
}

/** One link as the admin's order page shows it, with where it stands and what it served. */
export function adminGrant(grant: DownloadGrant, links: OrderLinks, now: Date): AdminGrant {
  return {
    id: grant.id,
    downloadsUsed: grant.downloadsUsed,
    maxDownloads: grant.maxDownloads,
    expiresAt: grant.expiresAt.toISOString(),
    createdAt: grant.createdAt.toISOString(),
    revokedAt: iso(grant.revokedAt),
    lastDownloadAt: iso(grant.lastDownloadAt),
    state: linkStanding(grant, now),
    downloads: links.downloads.get(grant.id) ?? [],
  };
}

/** The art sent by hand against the order: each edition, with its newest link. */
export async function artSentByHand(
  db: Db,
  links: OrderLinks,
  now: Date,
): Promise<ArtSentByHand[]> {
  const editionIds = [...new Set(links.beside.flatMap((grant) => grant.artEditionId ?? []))];
  if (editionIds.length === 0) return [];
  const editions = await db
    .select({ edition: artEditions, collectionName: artCollections.name })
    .from(artEditions)
    .innerJoin(artCollections, eq(artCollections.id, artEditions.collectionId))
    .where(inArray(artEditions.id, editionIds))
    .orderBy(asc(artEditions.id));
  return editions.map(({ edition, collectionName }) => {
    const sent = links.beside.filter((grant) => grant.artEditionId === edition.id);
    const newest = sent.at(-1);
    return {
      editionId: edition.id,
      collectionId: edition.collectionId,
      collectionName,
      editionNumber: edition.editionNumber,
      editionOf: edition.editionOf,
      sentTo: edition.ownerEmail,
      sentAt: (newest?.createdAt ?? edition.issuedAt).toISOString(),
      link: newest ? adminGrant(newest, links, now) : null,
      linksIssued: sent.length,
    };
  });
}

/** How the timeline names art sent by hand: "Stellar Void #1 of 5", by link id. */
export function besideLinkNames(sent: ArtSentByHand[], links: OrderLinks): Map<number, string> {
  const names = new Map<number, string>();
  for (const grant of links.beside) {
    const piece = sent.find((edition) => edition.editionId === grant.artEditionId);
    if (piece) {
      names.set(grant.id, `${piece.collectionName} #${piece.editionNumber} of ${piece.editionOf}`);
    }
  }
  return names;
}
