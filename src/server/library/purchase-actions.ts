import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { LibraryDeactivateResponse, LibraryDownload } from '../../shared/library.ts';
import { loadEditionFacts } from '../art/art-package-facts.ts';
import { certificatePdf } from '../art/certificate-pdf.ts';
import { type LibrarySealKey, openForLibrary } from '../crypto/library-seal.ts';
import type { Db } from '../db/client.ts';
import { artEditions, licenceMachines, licences, orders } from '../db/schema.ts';
import { deactivateMachineById } from '../licences/machine-calls.ts';
import type { Order } from '../orders/order-repository.ts';
import { issueReleaseDownload } from '../releases/release-links.ts';
import { latestRelease } from '../releases/release-store.ts';
import { libraryDownloadsToday, ordersOf } from './library-view.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';

/**
 * Advisory lock class of the library's release downloads (two-key form, per address): a buyer's
 * parallel clicks take turns, so the daily limit holds across processes.
 */
const DOWNLOADS_LOCK_CLASS = 7_149_104;

/** A refusal the route answers with its status and a sentence for the buyer. */
export class LibraryRefusal extends Error {
  override name = 'LibraryRefusal';
  constructor(
    readonly status: 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}

const NOT_YOURS = 'We could not find this purchase in your library.';

/**
 * The order a reference names, when it is one of the signed-in address's: another buyer's order
 * is answered as if it did not exist.
 */
export async function ownedOrder(db: Db, email: string, reference: string): Promise<Order> {
  const prefix = reference.slice('CM-'.length).toLowerCase();
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        sql`lower(${orders.email}) = ${email}`,
        inArray(orders.status, ['completed', 'refunded']),
        like(orders.tokenHash, `${prefix}%`),
      ),
    )
    .limit(1);
  if (!order) throw new LibraryRefusal(404, NOT_YOURS);
  return order;
}

async function licenceOf(db: Db, order: Order) {
  const [licence] = await db.select().from(licences).where(eq(licences.orderId, order.id));
  if (!licence) throw new LibraryRefusal(404, 'This purchase has no licence key.');
  return licence;
}

/**
 * The whole licence key, opened with the shop's library key; null for a key the library cannot
 * open yet (made before the library, and its order page not opened since).
 */
export async function revealKey(
  db: Db,
  seal: LibrarySealKey,
  order: Order,
): Promise<string | null> {
  const licence = await licenceOf(db, order);
  return licence.keyLibrarySealed ? openForLibrary(seal, licence.keyLibrarySealed) : null;
}

/** The buyer frees one of the licence's machines, named by its fingerprint. */
export async function deactivateOwnMachine(
  db: Db,
  order: Order,
  fingerprint: string,
  address: string,
): Promise<LibraryDeactivateResponse> {
  const licence = await licenceOf(db, order);
  const [machine] = await db
    .select({ id: licenceMachines.id })
    .from(licenceMachines)
    .where(
      and(eq(licenceMachines.licenceId, licence.id), eq(licenceMachines.fingerprint, fingerprint)),
    );
  const answer = machine
    ? await deactivateMachineById(
        db,
        { licenceId: licence.id, machineId: machine.id },
        { address, actor: 'buyer' },
      )
    : undefined;
  if (!answer) throw new LibraryRefusal(404, 'This licence has no such machine.');
  return {
    deactivated: answer.deactivated,
    machinesUsed: answer.machinesUsed,
    machinesAllowed: answer.machinesAllowed,
  };
}

/**
 * A fresh counted link to the latest stable release, for a paid order whose licence is live.
 * The address's downloads of the last 24 hours are counted under its lock, so parallel clicks
 * in any number of processes cannot pass the owner's daily limit.
 */
export async function downloadLatest(
  db: Db,
  email: string,
  order: Order,
  perDay: number,
  settings: ReceiptSettings,
): Promise<LibraryDownload> {
  const licence = await licenceOf(db, order);
  if (order.status !== 'completed' || licence.endedAt) {
    throw new LibraryRefusal(403, 'This licence no longer works, so it has no downloads.');
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${DOWNLOADS_LOCK_CLASS}, hashtext(${email}))`,
    );
    const ids = (await ordersOf(tx, email)).map((own) => own.id);
    const used = await libraryDownloadsToday(tx, ids);
    if (used >= perDay) {
      throw new LibraryRefusal(
        429,
        `You have used today's ${perDay} downloads. Please try again tomorrow, or use the link in your receipt.`,
      );
    }
    const release = await latestRelease(tx, 'stable');
    if (!release) throw new LibraryRefusal(404, 'There is no release to download yet.');
    const link = await issueReleaseDownload(tx, {
      releaseId: release.id,
      licenceId: licence.id,
      orderId: order.id,
      purpose: 'library',
    });
    // The link serves the buyer's own copy (their licence file in it): name that copy's hash.
    const sha256 = (await settings.botCopySha256?.(tx, order.id)) ?? release.sha256;
    return { url: link.url, version: release.version, sha256, leftToday: perDay - used - 1 };
  });
}

/** The certificate of an art purchase's edition, as its package holds it. */
export async function editionCertificate(
  db: Db,
  order: Order,
  settings: ReceiptSettings,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const [edition] =
    order.status === 'completed' && order.artCollectionId !== null
      ? await db
          .select({ id: artEditions.id })
          .from(artEditions)
          .where(
            and(
              eq(artEditions.orderId, order.id),
              eq(artEditions.collectionId, order.artCollectionId),
            ),
          )
      : [];
  const facts = edition
    ? await loadEditionFacts(db, edition.id, settings.publicUrl, settings.seller)
    : undefined;
  if (!facts) throw new LibraryRefusal(404, 'This purchase has no certificate.');
  return {
    pdf: await certificatePdf(facts),
    fileName: `certificate-${facts.editionNumber}-of-${facts.editionOf}.pdf`,
  };
}
