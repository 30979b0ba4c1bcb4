import { eq } from 'drizzle-orm';
import { packageLicenceFileNames } from '../../shared/licences.ts';
import type { Db } from '../db/client.ts';
import { licences } from '../db/schema.ts';
import { botEntitlement, signPackageLicence } from '../licences/licence-file.ts';
import type { LicenceSigningKey } from '../licences/signing-key.ts';
import type { ZipAddition } from './zip-splice.ts';

/** The folder every entry of the bot's package sits in (products/package-builder.ts). */
const packageFolder = 'cryptomaton';

/**
 * The files a bot order's copy of the package carries beside the shared ones: its licence file,
 * signed like an activation's but for the order (`kind: "package"`, no machine, no end), and the
 * public key that checks it. Made from what the licence row holds and Ed25519, which signs the
 * same payload to the same bytes, so every request of one order's link gets the same zip.
 * Undefined for an order without a licence (one paid before licences existed).
 */
export async function packageLicenceFiles(
  db: Db,
  signingKey: LicenceSigningKey,
  orderId: number,
): Promise<ZipAddition[] | undefined> {
  const [licence] = await db
    .select({ id: licences.id, reference: licences.orderReference, createdAt: licences.createdAt })
    .from(licences)
    .where(eq(licences.orderId, orderId));
  if (!licence) return undefined;
  const file = signPackageLicence(signingKey.privateKey, {
    kind: 'package',
    orderReference: licence.reference,
    licenceId: licence.id,
    entitlement: botEntitlement,
    issuedAt: licence.createdAt.toISOString(),
  });
  return [
    {
      name: `${packageFolder}/${packageLicenceFileNames.licence}`,
      data: Buffer.from(`${JSON.stringify(file, null, 2)}\n`),
    },
    {
      name: `${packageFolder}/${packageLicenceFileNames.publicKey}`,
      data: Buffer.from(signingKey.publicKeyPem),
    },
  ];
}
