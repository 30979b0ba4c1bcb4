import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { releases } from '../db/schema.ts';

/** What a release's update mail says about it. */
export interface ReleaseForMail {
  version: string;
  channel: string;
  changelog: string;
}

/** The release's facts for its mail; undefined for an id no release has. */
export async function releaseForMail(
  db: Db,
  releaseId: number,
): Promise<ReleaseForMail | undefined> {
  const [row] = await db
    .select({ version: releases.version, channel: releases.channel, changelog: releases.changelog })
    .from(releases)
    .where(eq(releases.id, releaseId));
  return row;
}
