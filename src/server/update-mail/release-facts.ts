import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** What a release's update mail says about it. */
export interface ReleaseForMail {
  version: string;
  channel: string;
  changelog: string;
}

/** The release's facts for its mail; undefined for an id no release has. */
export async function releaseForMail(db: Db, releaseId: number): Promise<ReleaseForMail | undefined> {
  const result = await db.execute(
    sql`select version, channel, changelog from releases where id = ${releaseId}`,
  );
  return (result as unknown as { rows: ReleaseForMail[] }).rows[0];
}
