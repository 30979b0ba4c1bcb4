import { eq, sql } from 'drizzle-orm';
import {
  type ReconciliationReport,
  ReconciliationReportSchema,
} from '../../shared/admin/reconciliation.ts';
import type { Db } from '../db/client.ts';
import { shopSettings } from '../db/schema.ts';

const KEY = 'reconciliation.latest';

/** Keeps the latest run's report for the admin dashboard (each repair is in the audit log too). */
export async function saveReconciliation(db: Db, report: ReconciliationReport): Promise<void> {
  const value = JSON.stringify(report);
  await db
    .insert(shopSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

export async function latestReconciliation(db: Db): Promise<ReconciliationReport | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  if (!row) return null;
  const parsed = ReconciliationReportSchema.safeParse(JSON.parse(row.value));
  // A report saved by an older version of the shop is simply not shown; the next run replaces it.
  return parsed.success ? parsed.data : null;
}
