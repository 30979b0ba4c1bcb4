import { isIP } from 'node:net';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Passkey } from '../../../shared/admin/second-factor.ts';
import type { Db } from '../../db/client.ts';
import { adminPasskeys } from '../../db/schema.ts';

/*
 * Passkeys (WebAuthn Level 3) as a second factor, by @simplewebauthn/server: the browser signs a
 * one-use challenge with a key that never leaves the member's device or password manager.
 */

/** Who the passkeys belong to: the site's domain (the relying party) and its exact origin. */
export interface PasskeySite {
  rpId: string;
  origin: string;
  name: string;
  /** Browsers refuse WebAuthn on an IP address or plain http other than localhost. */
  available: boolean;
}

export function passkeySiteFor(publicUrl: string, name: string): PasskeySite {
  const url = new URL(publicUrl);
  const localhost = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  const available = isIP(url.hostname) === 0 && (url.protocol === 'https:' || localhost);
  return { rpId: url.hostname, origin: url.origin, name, available };
}

type StoredPasskey = typeof adminPasskeys.$inferSelect;

const fromBase64url = (text: string) => Uint8Array.from(Buffer.from(text, 'base64url'));

/** WebAuthn options as JSON, handed to the browser as they are. */
export type PasskeyOptions = { challenge: string } & Record<string, unknown>;

async function passkeysOf(db: Db, adminId: number): Promise<StoredPasskey[]> {
  return db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(asc(adminPasskeys.id));
}

export async function listPasskeys(db: Db, adminId: number): Promise<Passkey[]> {
  return (await passkeysOf(db, adminId)).map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * What the browser needs to make a passkey for this member. Their existing passkeys are
 * excluded, so the same authenticator is not added twice.
 */
export async function passkeyCreationOptions(
  db: Db,
  site: PasskeySite,
  admin: { adminId: number; email: string },
): Promise<PasskeyOptions> {
  const existing = await passkeysOf(db, admin.adminId);
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID: site.rpId,
    userName: admin.email,
    // A stable handle per member that says nothing about them beyond this shop's own id.
    userID: new TextEncoder().encode(`cryptomaton-admin-${admin.adminId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports ?? undefined,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return { ...options };
}

/**
 * Keeps the passkey the browser made, when its answer is for `challenge` on this site. Null when
 * it is not (or the credential is already someone's).
 */
export async function addPasskey(
  db: Db,
  site: PasskeySite,
  adminId: number,
  input: { name: string; response: unknown; challenge: string },
): Promise<Passkey | null> {
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: input.challenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      requireUserVerification: false,
    });
  } catch {
    return null;
  }
  if (!verification.verified) return null;
  const { credential } = verification.registrationInfo;
  const [row] = await db
    .insert(adminPasskeys)
    .values({
      adminId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? null,
      name: input.name,
    })
    .onConflictDoNothing({ target: adminPasskeys.credentialId })
    .returning();
  if (!row) return null;
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
}

/**
 * The challenge a member's passkey signs: any of their passkeys may answer it. Null when they
 * have none.
 */
export async function passkeyRequestOptions(
  db: Db,
  site: PasskeySite,
  adminId: number,
): Promise<PasskeyOptions | null> {
  const passkeys = await passkeysOf(db, adminId);
  if (passkeys.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: site.rpId,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports ?? undefined,
    })),
    userVerification: 'preferred',
  });
  return { ...options };
}

/**
 * Whether `assertion` is one of the member's passkeys signing `challenge` on this site. Its
 * signature counter moves on (a counter that goes back means a cloned key: refused).
 */
export async function passkeySigned(
  db: Db,
  site: PasskeySite,
  adminId: number,
  assertion: unknown,
  challenge: string,
): Promise<boolean> {
  const response = assertion as AuthenticationResponseJSON;
  const [passkey] = await db
    .select()
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.adminId, adminId), eq(adminPasskeys.credentialId, response.id)));
  if (!passkey) return false;
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      requireUserVerification: false,
      credential: {
        id: passkey.credentialId,
        publicKey: fromBase64url(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports ?? undefined,
      },
    });
  } catch {
    return false;
  }
  if (!verification.verified) return false;
  await db
    .update(adminPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(adminPasskeys.id, passkey.id));
  return true;
}

export async function removePasskey(db: Db, adminId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.adminId, adminId), eq(adminPasskeys.id, id)))
    .returning({ id: adminPasskeys.id });
  return removed.length === 1;
}
