import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  AdminDiscountCode,
  CreateDiscountCodeRequest,
  UpdateDiscountCodeRequest,
} from '../../shared/discount-codes.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { discountCodes, orders } from '../db/schema.ts';
import { type DiscountCodeRow, releaseExpiredDiscountUses } from './lifecycle/discount-uses.ts';

/** The owner's discount codes: create, edit, pause and list them; every write is audited. */

const dateOf = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** What the owner sent, as columns; undefined leaves a column as it is. */
function termColumns(input: UpdateDiscountCodeRequest) {
  return {
    percentOff: input.percentOff,
    amountOffCents: input.amountOffCents,
    appliesTo: input.appliesTo,
    maxUses: input.maxUses,
    perEmailLimit: input.perEmailLimit,
    startsAt: dateOf(input.startsAt),
    endsAt: dateOf(input.endsAt),
    active: input.active,
  };
}

/** The code's terms as the owner set them: the audit log's detail and the admin view's core. */
function codeTerms(row: DiscountCodeRow) {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    appliesTo: row.appliesTo,
    maxUses: row.maxUses,
    perEmailLimit: row.perEmailLimit,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.active,
  };
}

export class DiscountCodeRefusal extends Error {
  override name = 'DiscountCodeRefusal';
  constructor(
    readonly kind: 'code-taken' | 'not-found' | 'bad-terms',
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A new code; refused when another code already has its text (any case). */
export async function createDiscountCode(
  db: Db,
  actor: Actor,
  input: CreateDiscountCodeRequest,
): Promise<DiscountCodeRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCodes)
      .values({
        ...termColumns(input),
        code: input.code,
        appliesTo: input.appliesTo,
        active: input.active ?? true,
      })
      .onConflictDoNothing({ target: discountCodes.code })
      .returning();
    if (!row) {
      throw new DiscountCodeRefusal(
        'code-taken',
        `A discount code ${input.code} already exists. Choose another code, or edit that one.`,
        'code',
      );
    }
    await recordAudit(tx, actor, {
      action: 'discount-code.create',
      targetType: 'discount-code',
      targetId: row.id,
      detail: codeTerms(row),
    });
    return row;
  });
}

/** Edits a code's terms, or pauses / resumes it (`active`). Its text and its uses stay. */
export async function updateDiscountCode(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateDiscountCodeRequest,
): Promise<DiscountCodeRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, id))
      .for('update');
    if (!before) throw new DiscountCodeRefusal('not-found', 'There is no such discount code.');
    const changes = termColumns(input);
    const after = { ...before, ...withoutUndefined(changes) };
    if ((after.percentOff === null) === (after.amountOffCents === null)) {
      throw new DiscountCodeRefusal(
        'bad-terms',
        'Give either percent off or amount off, not both (send null for the other).',
        'percentOff',
      );
    }
    if (after.startsAt && after.endsAt && after.endsAt <= after.startsAt) {
      throw new DiscountCodeRefusal('bad-terms', 'The code must end after it starts.', 'endsAt');
    }
    const [row] = await tx
      .update(discountCodes)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(discountCodes.id, id))
      .returning();
    if (!row) throw new Error(`discount code ${id} vanished while locked`);
    await recordAudit(tx, actor, {
      action:
        input.active !== undefined && input.active !== before.active
          ? input.active
            ? 'discount-code.resume'
            : 'discount-code.pause'
          : 'discount-code.edit',
      targetType: 'discount-code',
      targetId: row.id,
      detail: codeTerms(row),
    });
    return row;
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Every code, oldest first, with its uses and what paid orders got off with it. */
export async function listDiscountCodes(db: Db): Promise<AdminDiscountCode[]> {
  await db.transaction((tx) => releaseExpiredDiscountUses(tx));
  const rows = await db
    .select({
      code: discountCodes,
      paidOrders: sql<number>`count(${orders.id})::int`,
      discountCents: sql<number>`coalesce(sum(${orders.discountCents}), 0)::int`,
    })
    .from(discountCodes)
    .leftJoin(
      orders,
      and(eq(orders.discountCodeId, discountCodes.id), eq(orders.status, 'completed')),
    )
    .groupBy(discountCodes.id)
    .orderBy(asc(discountCodes.id));
  return rows.map((row) => discountCodeView(row.code, row));
}

export async function discountCodeById(db: Db, id: number): Promise<AdminDiscountCode | undefined> {
  const all = await listDiscountCodes(db);
  return all.find((code) => code.id === id);
}

export function discountCodeView(
  row: DiscountCodeRow,
  paid: { paidOrders: number; discountCents: number } = { paidOrders: 0, discountCents: 0 },
): AdminDiscountCode {
  return {
    id: row.id,
    ...codeTerms(row),
    usesTaken: row.usesTaken,
    usesLeft: row.maxUses === null ? null : Math.max(row.maxUses - row.usesTaken, 0),
    paidOrders: paid.paidOrders,
    discountCents: paid.discountCents,
    createdAt: row.createdAt.toISOString(),
  };
}
