/**
 * When a mail that could not be sent is tried again: 30 s, 1 min, 2 min … doubling up to four
 * hours apart, for {@link MAX_MAIL_ATTEMPTS} attempts. That spans about a day, long enough to ride
 * out a mail provider's outage, short enough that a mail that can never go out is shown to the
 * owner as failed the next day rather than retried for ever.
 */
export const MAX_MAIL_ATTEMPTS = 14;
const FIRST_DELAY_SECONDS = 30;
const LONGEST_DELAY_SECONDS = 4 * 3_600;

/** Seconds to wait after the given (1-based) failed attempt. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_SECONDS);
}

/** Whether the attempt just made was the last one the mail gets. */
export function isLastAttempt(attempts: number): boolean {
  return attempts >= MAX_MAIL_ATTEMPTS;
}
