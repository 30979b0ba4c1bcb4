import { count, desc } from 'drizzle-orm';
import type { AuditEntry } from '../../shared/admin/audit-log.ts';
import type { Db } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';

/** Who made a change: a signed-in admin, or the command line. */
export interface Actor {
  adminId: number | null;
  email: string;
}

export const cliActor: Actor = { adminId: null, email: 'cli' };

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: string | number;
  detail?: Record<string, string | number | boolean | null>;
}

/** Call it with the transaction that makes the change, so the change and its record go together. */
export async function recordAudit(db: Db, actor: Actor, record: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: actor.adminId,
    actor: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId === undefined ? null : String(record.targetId),
    detail: record.detail ?? null,
  });
}

export async function listAudit(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(adminAuditLog);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
