import type { FastifyBaseLogger } from 'fastify';
import { signInLimits } from '../../shared/site-config.ts';
import { hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { redisAttemptWindows } from './redis-attempt-windows.ts';
import type { SharedCounters } from '../redis/shared-counters.ts';
import {
  type AttemptWindow,
  type AttemptWindows,
  databaseAttemptWindows,
} from './attempt-windows.ts';
import type { KnownDevice } from './known-devices.ts';

export interface SignInAttempt {
  /** Normalised (lower-case): one account however it is typed. Unknown accounts count alike. */
  email: string;
  ip: string;
  /** The browser's known-device cookie, when it signed in to this account before. */
  device?: KnownDevice;
}

/** An attempt that was counted; its password may be checked now. */
export interface CountedAttempt {
  /** The password was right: the attempt and this client's earlier mistypes are forgiven. */
  succeeded(): Promise<void>;
}

export type ThrottleDecision =
  { allowed: true; attempt: CountedAttempt } | { allowed: false; retryAfterSeconds: number };

const windowOf = (key: string, limit: { max: number; windowSeconds: number }): AttemptWindow => ({
  key,
  max: limit.max,
  seconds: limit.windowSeconds,
});

/**
 * The windows a sign-in attempt counts in (docs/sign-in-limits.md). From an unknown device: the
 * account and client address together (a person's mistypes), the account across every address
 * (slow distributed guessing) and the client across accounts. From a device that signed in to
 * the account before, the account-wide window is left out, so strangers filling it cannot keep
 * the owner out; the device counts in a window of its own, so a copied cookie is no free pass.
 */
export function signInWindows({ email, ip, device }: SignInAttempt): AttemptWindow[] {
  const account = hashToken(email);
  const client = windowOf(`client:${ip}`, signInLimits.perClient);
  if (device) return [windowOf(`device:${device.id}`, signInLimits.perKnownDevice), client];
  return [
    windowOf(`pair:${account}:${ip}`, signInLimits.perAccountAndClient),
    windowOf(`account:${account}`, signInLimits.perAccount),
    client,
  ];
}

/**
 * Admin sign-in limits. Each attempt is counted before its password is checked, atomically, so
 * no number of parallel attempts (from any number of processes) gets more passwords checked
 * than the limits allow; a full window refuses the attempt without checking anything.
 */
export class LoginThrottle {
  constructor(private readonly windows: AttemptWindows) {}

  /** Counts in Redis when the shop has it (REDIS_URL), in the database otherwise. */
  static for(db: Db, counters: SharedCounters | undefined, log: FastifyBaseLogger): LoginThrottle {
    const { perAccountAndClient, perAccount, perKnownDevice, perClient } = signInLimits;
    const longest = Math.max(
      ...[perAccountAndClient, perAccount, perKnownDevice, perClient].map((l) => l.windowSeconds),
    );
    const database = databaseAttemptWindows(db, longest);
    return new LoginThrottle(counters ? redisAttemptWindows(counters, database, log) : database);
  }

  async take(attempt: SignInAttempt): Promise<ThrottleDecision> {
    const windows = signInWindows(attempt);
    const taken = await this.windows.take(windows);
    if (!taken.taken) return { allowed: false, retryAfterSeconds: taken.retryAfterSeconds };
    // The attempt's own (first) window holds this client's mistypes on this account.
    const own = windows[0]?.key;
    return {
      allowed: true,
      attempt: {
        succeeded: async () => {
          await taken.giveBack();
          if (own) await this.windows.forget([own]);
        },
      },
    };
  }
}
