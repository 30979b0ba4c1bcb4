import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SECOND_STEP_SECONDS } from '../../../shared/admin/second-factor.ts';
import { hashToken, newToken } from '../../crypto/tokens.ts';
import type { Db } from '../../db/client.ts';
import { adminChallenges, type ChallengePurpose } from '../../db/schema.ts';

/** Wrong answers a sign-in's second step takes before the password must be entered again. */
export const SECOND_STEP_MAX_FAILURES = 5;

/** A sign-in waiting for its second factor. */
export interface SignInStep {
  id: number;
  adminId: number;
  challenge: string | null;
}

const open = () =>
  and(
    isNull(adminChallenges.usedAt),
    gt(adminChallenges.expiresAt, sql`now()`),
    lt(adminChallenges.failures, SECOND_STEP_MAX_FAILURES),
  );

/** The password was right: a step that waits for the second factor, named by a cookie's token. */
export async function startSignInStep(
  db: Db,
  adminId: number,
): Promise<{ token: string; expiresAt: Date }> {
  // Spent and expired steps are of no use to anyone after a day; they go as new ones come.
  await db
    .delete(adminChallenges)
    .where(lt(adminChallenges.expiresAt, sql`now() - interval '1 day'`));
  const token = newToken();
  const [step] = await db
    .insert(adminChallenges)
    .values({
      purpose: 'sign-in',
      adminId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${SECOND_STEP_SECONDS})`,
    })
    .returning({ expiresAt: adminChallenges.expiresAt });
  if (!step) throw new Error('sign-in step insert returned no row');
  return { token, expiresAt: step.expiresAt };
}

/** The step a cookie names, while it is unused, unexpired and has wrong answers to spare. */
export async function findSignInStep(db: Db, token: string): Promise<SignInStep | null> {
  const [step] = await db
    .select({
      id: adminChallenges.id,
      adminId: adminChallenges.adminId,
      challenge: adminChallenges.challenge,
    })
    .from(adminChallenges)
    .where(
      and(
        eq(adminChallenges.tokenHash, hashToken(token)),
        eq(adminChallenges.purpose, 'sign-in'),
        open(),
      ),
    );
  return step ?? null;
}

/** The passkey challenge of a sign-in step (asked for when the member chooses their passkey). */
export async function setStepChallenge(db: Db, stepId: number, challenge: string): Promise<void> {
  await db.update(adminChallenges).set({ challenge }).where(eq(adminChallenges.id, stepId));
}

/** A wrong answer: counted in one UPDATE, so parallel guesses all count. */
export async function countStepFailure(db: Db, stepId: number): Promise<void> {
  await db
    .update(adminChallenges)
    .set({ failures: sql`${adminChallenges.failures} + 1` })
    .where(eq(adminChallenges.id, stepId));
}

/** Ends the step once a right answer came; false when another request ended it first. */
export async function finishSignInStep(db: Db, stepId: number): Promise<boolean> {
  const finished = await db
    .update(adminChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(adminChallenges.id, stepId), open()))
    .returning({ id: adminChallenges.id });
  return finished.length === 1;
}

/** A WebAuthn challenge a signed-in session asked for (to confirm it is you, or add a passkey). */
export async function keepSessionChallenge(
  db: Db,
  input: { adminId: number; sessionId: number; purpose: ChallengePurpose; challenge: string },
): Promise<void> {
  await db.insert(adminChallenges).values({
    ...input,
    expiresAt: sql`now() + make_interval(secs => ${SECOND_STEP_SECONDS})`,
  });
}

/**
 * Takes the session's newest open challenge of `purpose`, once: one conditional UPDATE, so an
 * answer replayed, or sent twice at once, finds no challenge the second time.
 */
export async function takeSessionChallenge(
  db: Db,
  sessionId: number,
  purpose: ChallengePurpose,
): Promise<string | null> {
  const newest = db
    .select({ id: adminChallenges.id })
    .from(adminChallenges)
    .where(
      and(eq(adminChallenges.sessionId, sessionId), eq(adminChallenges.purpose, purpose), open()),
    )
    .orderBy(desc(adminChallenges.id))
    .limit(1);
  const [taken] = await db
    .update(adminChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(sql`${adminChallenges.id} = (${newest})`, isNull(adminChallenges.usedAt)))
    .returning({ challenge: adminChallenges.challenge });
  return taken?.challenge ?? null;
}
