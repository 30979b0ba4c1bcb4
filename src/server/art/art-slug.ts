import { like, or, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { artCollections } from '../db/schema.ts';

/**
 * Words below `/digital-collectibles/` that are pages of their own, never a piece's slug
 * (`/digital-collectibles/verify/{code}` checks certificates).
 */
const RESERVED_SLUGS = new Set(['verify']);

/**
 * "Nebula Genesis" → "nebula-genesis": accents dropped, lower case, dashes between words, at most
 * 60 characters; "artwork" when nothing is left. The piece's page and its package's file names
 * are made from it. The migration that gave existing pieces their slugs follows the same rules.
 */
export function artSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return slug || 'artwork';
}

/**
 * The first of `base`, `base-2`, `base-3`, … that is neither reserved nor in `taken`: two pieces
 * with the same name still get pages of their own.
 */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  let candidate = base;
  for (let n = 2; RESERVED_SLUGS.has(candidate) || taken.has(candidate); n += 1) {
    candidate = `${base}-${n}`;
  }
  return candidate;
}

/**
 * A slug for a new piece called `name`, free at the time of asking. Deleted pieces keep theirs,
 * so an old link never leads to a different piece. Two owners creating the same name at the same
 * moment can still collide: the unique index refuses the second, and the caller asks again.
 */
export async function newPieceSlug(db: Db, name: string): Promise<string> {
  const base = artSlug(name);
  const rows = await db
    .select({ slug: artCollections.slug })
    .from(artCollections)
    .where(or(eq(artCollections.slug, base), like(artCollections.slug, `${base}-%`)));
  return freeSlug(base, new Set(rows.map((row) => row.slug)));
}
