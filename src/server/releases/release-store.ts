import { desc, eq, inArray } from 'drizzle-orm';
import { compareVersions, type ReleaseChannel, type ReleaseView } from '../../shared/releases.ts';
import type { Db } from '../db/client.ts';
import { releases } from '../db/schema.ts';

export type Release = typeof releases.$inferSelect;

/** The channels a machine on `channel` may install from: beta testers also get stable releases. */
const channelsOf = (channel: ReleaseChannel): ReleaseChannel[] =>
  channel === 'beta' ? ['stable', 'beta'] : ['stable'];

/** Highest version first (semver); the later published first between equal versions. */
export function newestFirst(a: Release, b: Release): number {
  return compareVersions(b.version, a.version) || b.publishedAt.getTime() - a.publishedAt.getTime();
}

/**
 * The newest release a machine on `channel` may install: the highest stable version for stable
 * (what new buyers get), the highest of stable and beta for beta. Undefined before the first.
 * Ordered by semver, not by date: a 1.4.2 fix published after 2.0.0 does not push 2.0.0 aside.
 */
export async function latestRelease(db: Db, channel: ReleaseChannel): Promise<Release | undefined> {
  const rows = await db
    .select()
    .from(releases)
    .where(inArray(releases.channel, channelsOf(channel)));
  return rows.sort(newestFirst)[0];
}

/** Every release, highest version first. */
export async function listReleases(db: Db): Promise<Release[]> {
  const rows = await db.select().from(releases).orderBy(desc(releases.publishedAt));
  return rows.sort(newestFirst);
}

export async function releaseById(db: Db, id: number): Promise<Release | undefined> {
  const [row] = await db.select().from(releases).where(eq(releases.id, id));
  return row;
}

export function releaseView(release: Release): ReleaseView {
  return {
    id: release.id,
    version: release.version,
    channel: release.channel,
    changelog: release.changelog,
    sha256: release.sha256,
    sizeBytes: release.sizeBytes,
    publishedAt: release.publishedAt.toISOString(),
    publishedBy: release.publishedBy,
  };
}

/** The name a buyer's browser saves a release's zip as. */
export const releaseFileName = (release: Pick<Release, 'version'>) =>
  `cryptomaton-${release.version.replace(/[^0-9A-Za-z.-]/g, '_')}.zip`;
