import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { KeyedAdminAction } from '../db/column-values.ts';
import { adminActionKeys } from '../db/schema.ts';

/** How long a confirmation's outcome is kept for its repeats (Stripe keeps keys as long). */
const KEPT_FOR = sql`interval '1 day'`;

/** The same Idempotency-Key came with a different request: answering the first would mislead. */
export class ActionKeyReusedError extends Error {
  override name = 'ActionKeyReusedError';
  /** The app's error handler answers with this status and the message. */
  readonly statusCode = 422;
  constructor() {
    super('This confirmation was already used for a different request. Please confirm again.');
  }
}

export interface ActionConfirmation<T> {
  action: KeyedAdminAction;
  orderId: number;
  /** The request's Idempotency-Key; without one the action simply runs. */
  key: string | undefined;
  /** What was asked besides the action and the order, when anything (a collection, an address). */
  request?: Record<string, string | number | null>;
  /** The outcome's schema: a stored outcome is checked before it is answered again. */
  outcome: z.ZodType<T>;
}

const hashOf = (request: ActionConfirmation<unknown>['request']) =>
  createHash('sha256')
    .update(JSON.stringify(request ?? {}))
    .digest('hex');

/**
 * Runs an admin action once per confirmation. Call it inside the action's transaction, after the
 * order's row is locked (`for update`): the first request with a key claims (action, order, key)
 * with an insert that a parallel request waits on, acts, and stores its answer in the same
 * transaction; a repeat then finds that answer and returns it without acting. If the action
 * fails, the transaction rolls back and takes the claim with it, so the same key may try again.
 */
export async function oncePerConfirmation<T>(
  tx: Db,
  confirmation: ActionConfirmation<T>,
  act: () => Promise<T>,
): Promise<T> {
  const { action, orderId, key } = confirmation;
  if (key === undefined) return act();
  const requestHash = hashOf(confirmation.request);
  const scope = and(
    eq(adminActionKeys.action, action),
    eq(adminActionKeys.orderId, orderId),
    eq(adminActionKeys.key, key),
  );

  // A key comes back within seconds if at all: this order's outcomes older than a day go (only
  // this order's, whose row the caller holds, so no other action ever waits on the clean-up).
  await tx
    .delete(adminActionKeys)
    .where(
      and(
        eq(adminActionKeys.orderId, orderId),
        lt(adminActionKeys.createdAt, sql`now() - ${KEPT_FOR}`),
      ),
    );
  const [claimed] = await tx
    .insert(adminActionKeys)
    .values({ action, orderId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: adminActionKeys.key });
  if (!claimed) {
    const [earlier] = await tx.select().from(adminActionKeys).where(scope);
    if (!earlier) throw new Error('an action key was claimed but cannot be read');
    if (earlier.requestHash !== requestHash) throw new ActionKeyReusedError();
    return confirmation.outcome.parse(earlier.outcome);
  }

  const outcome = await act();
  await tx.update(adminActionKeys).set({ outcome }).where(scope);
  return outcome;
}
