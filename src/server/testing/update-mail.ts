/** Update mail tests' shared parts: a published release, and handing out every waiting mail. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox, releases } from '../db/schema.ts';
import { handOutUpdateMail, type UpdateMailSettings } from '../update-mail/update-mail-batches.ts';

/** A release row as publishing one leaves it (its zip is not needed by its mail). */
export async function publishTestRelease(
  db: Db,
  release: { version?: string; channel?: 'stable' | 'beta'; changelog?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(releases)
    .values({
      version: release.version ?? '1.1.0',
      channel: release.channel ?? 'stable',
      changelog: release.changelog ?? '- Binance API v4\n- **Faster** order placement',
      sha256: 'a'.repeat(64),
      sizeBytes: 1,
      source: 'upload',
      publishedBy: 'owner@example.com',
    })
    .returning({ id: releases.id });
  if (!row) throw new Error('no release row');
  return row.id;
}

/** Hands out batches until none is left (a rate high enough that the minute never runs out). */
export async function handOutEverything(db: Db, publicUrl = 'http://shop.test'): Promise<number> {
  const settings: UpdateMailSettings = { publicUrl, mailsPerMinute: 6_000 };
  let queued = 0;
  for (;;) {
    const batch = await handOutUpdateMail(db, settings);
    queued += batch.queued;
    if (batch.queued + batch.skipped === 0) return queued;
  }
}

/** The addresses update mail was queued for, sorted, one entry per outbox row. */
export async function updateMailRecipients(db: Db): Promise<string[]> {
  const rows = await db
    .select({ to: outbox.toAddress })
    .from(outbox)
    .where(eq(outbox.kind, 'update-mail'));
  return rows.map((row) => row.to).sort();
}
