import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  type DiscountRefusal,
  discountAppliesTo,
  discountCents,
} from '../../../shared/discount-codes.ts';
import { commerce } from '../../../shared/site-config.ts';
import type { Db } from '../../db/client.ts';
import { discountCodes, orders } from '../../db/schema.ts';

/*
 * A discount code's uses, as an order's row records them: held while the payment is open → taken
 * (paid) | released (given back). `discount_codes.uses_taken` counts held and taken uses; it
 * moves here only, under the code's row lock (SELECT … FOR UPDATE), and the increment is a
 * conditional UPDATE as well, so the last use goes to one buyer however many ask at once, on one
 * process or many. This follows art's holds (order-holds.ts): a use that is never paid goes back
 * when the payment fails or the hold's time runs out.
 */

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** The price an item has with a code: what the order will charge, and what it took off. */
export interface DiscountedPrice {
  codeId: number;
  code: string;
  originalPriceCents: number;
  discountCents: number;
  priceCents: number;
}

export type PricedWithCode =
  | ({ ok: true } & DiscountedPrice)
  | { ok: false; refusal: DiscountRefusal; code: string; row?: DiscountCodeRow };

/** The item a code is tried on. */
export interface DiscountedItem {
  kind: 'bot' | 'art';
  priceCents: number;
}

/** When a use held now runs out, if the order is not paid by then. */
export const discountUseExpiry = () =>
  sql`now() + make_interval(mins => ${commerce.discountHoldMinutes})`;

/**
 * Why this code cannot be used on this item now, leaving out the buyer's own limit (which needs
 * their email); undefined when it can. Ended beats paused: it will not come back.
 */
export function refusalOf(
  row: DiscountCodeRow,
  item: DiscountedItem,
  now: Date,
): DiscountRefusal | undefined {
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'expired';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'not-started';
  if (!row.active) return 'paused';
  if (!discountAppliesTo(row, item.kind)) return 'wrong-product';
  if (row.maxUses !== null && row.usesTaken >= row.maxUses) return 'used-up';
  return undefined;
}

function priced(row: DiscountCodeRow, item: DiscountedItem): DiscountedPrice {
  const off = discountCents(item.priceCents, row);
  return {
    codeId: row.id,
    code: row.code,
    originalPriceCents: item.priceCents,
    discountCents: off,
    priceCents: item.priceCents - off,
  };
}

export async function findDiscountCode(db: Db, code: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
}

/** The price with `code` (normalised), taking no use: what checkout shows before payment. */
export async function priceWithCode(
  db: Db,
  code: string,
  item: DiscountedItem,
): Promise<PricedWithCode> {
  const found = await findDiscountCode(db, code);
  if (!found) return { ok: false, refusal: 'unknown', code };
  // Uses held by buyers who walked away do not make the code look used up.
  const row = (await db.transaction((tx) => releaseExpiredDiscountUses(tx, found.id)))
    ? ((await findDiscountCode(db, code)) ?? found)
    : found;
  const refusal = refusalOf(row, item, new Date());
  if (refusal) return { ok: false, refusal, code: row.code, row };
  return { ok: true, ...priced(row, item) };
}

/**
 * Takes one use of `code` for an order about to be opened, in the caller's transaction (which
 * keeps the code's row locked until it ends): the price it gives, or why it is refused. The
 * caller writes the order with `discountUseState: 'held'` in the same transaction.
 */
export async function reserveDiscountUse(
  tx: Db,
  code: string,
  item: DiscountedItem,
  email: string,
): Promise<PricedWithCode> {
  const [found] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  if (!found) return { ok: false, refusal: 'unknown', code };
  await releaseExpiredDiscountUses(tx, found.id);
  // The lock orders buyers of one code one after another; each then reads the others' commits.
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.id, found.id))
    .for('update');
  if (!row) return { ok: false, refusal: 'unknown', code };
  const refusal = refusalOf(row, item, new Date());
  if (refusal) return { ok: false, refusal, code: row.code, row };

  if (row.perEmailLimit !== null) {
    const [mine] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.discountCodeId, row.id),
          sql`lower(${orders.email}) = lower(${email})`,
          inArray(orders.discountUseState, ['held', 'taken']),
        ),
      );
    if ((mine?.n ?? 0) >= row.perEmailLimit) {
      return { ok: false, refusal: 'per-email-limit', code: row.code, row };
    }
  }
  const [taken] = await tx
    .update(discountCodes)
    .set({ usesTaken: sql`${discountCodes.usesTaken} + 1` })
    .where(
      and(
        eq(discountCodes.id, row.id),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.usesTaken} < ${discountCodes.maxUses})`,
      ),
    )
    .returning();
  if (!taken) return { ok: false, refusal: 'used-up', code: row.code, row };
  return { ok: true, ...priced(taken, item) };
}

/**
 * The order was paid: its use is taken for good. A use given back before the payment arrived
 * (the hold ran out) is taken again, even past `max_uses`: the buyer was charged the discounted
 * price, and the count says what was sold.
 */
export async function takeDiscountUse(
  tx: Db,
  order: { id: number; discountCodeId: number | null },
): Promise<void> {
  if (order.discountCodeId === null) return;
  const [held] = await tx
    .update(orders)
    .set({ discountUseState: 'taken' })
    .where(and(eq(orders.id, order.id), eq(orders.discountUseState, 'held')))
    .returning({ id: orders.id });
  if (held) return;
  const [retaken] = await tx
    .update(orders)
    .set({ discountUseState: 'taken' })
    .where(and(eq(orders.id, order.id), eq(orders.discountUseState, 'released')))
    .returning({ id: orders.id });
  if (retaken) await countUses(tx, order.discountCodeId, 1);
}

/** The order will not keep its use (payment failed, or paid for a piece that had sold out). */
export async function releaseDiscountUse(tx: Db, orderId: number): Promise<void> {
  const [released] = await tx
    .update(orders)
    .set({ discountUseState: 'released' })
    .where(and(eq(orders.id, orderId), inArray(orders.discountUseState, ['held', 'taken'])))
    .returning({ codeId: orders.discountCodeId });
  if (released?.codeId) await countUses(tx, released.codeId, -1);
}

/**
 * Gives back every use whose hold ran out on an unpaid order (of one code, or all); how many.
 * Run before each new use of the code, before its price is shown, and by the shop's timer.
 */
export async function releaseExpiredDiscountUses(tx: Db, codeId?: number): Promise<number> {
  const released = await tx
    .update(orders)
    .set({ discountUseState: 'released' })
    .where(
      and(
        eq(orders.discountUseState, 'held'),
        lte(orders.discountUseExpiresAt, sql`now()`),
        inArray(orders.status, ['pending', 'failed']),
        codeId === undefined ? undefined : eq(orders.discountCodeId, codeId),
      ),
    )
    .returning({ codeId: orders.discountCodeId });
  const perCode = new Map<number, number>();
  for (const { codeId: id } of released) {
    if (id !== null) perCode.set(id, (perCode.get(id) ?? 0) + 1);
  }
  for (const [id, uses] of perCode) await countUses(tx, id, -uses);
  return released.length;
}

async function countUses(tx: Db, codeId: number, change: number) {
  await tx
    .update(discountCodes)
    .set({ usesTaken: sql`greatest(${discountCodes.usesTaken} + ${change}, 0)` })
    .where(eq(discountCodes.id, codeId));
}
