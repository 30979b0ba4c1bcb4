/*
 * The demo's clock. Its prices are generated, so real calendar dates would pin invented prices to
 * real history ("BTC at 125k in July 2025"). Times are told as days of the run instead: Day 1 is
 * the first simulated day. Used by the backtest's messages and the demo page alike.
 */

const daySeconds = 86_400;

/** 1 for the run's first day (from `startSeconds`), 2 for the next, and so on. */
export function simDay(unixSeconds: number, startSeconds: number): number {
  return Math.floor((unixSeconds - startSeconds) / daySeconds) + 1;
}

/** "Day 12". */
export const formatSimDay = (unixSeconds: number, startSeconds: number) =>
  `Day ${simDay(unixSeconds, startSeconds)}`;

/**
 * "Day 12, 09:00": the time of day in the run's own clock. A midnight closes the day before it
 * ("End of Day 12"), so the daily summary of Day 12, and the run's end, stay on their own day
 * without a "24:00" no clock shows (or a Day 201 in a 200-day run).
 */
export function formatSimTime(unixSeconds: number, startSeconds: number): string {
  const intoDay = (((unixSeconds - startSeconds) % daySeconds) + daySeconds) % daySeconds;
  if (intoDay === 0 && unixSeconds > startSeconds) {
    return `End of ${formatSimDay(unixSeconds - daySeconds, startSeconds)}`;
  }
  const hours = String(Math.floor(intoDay / 3_600)).padStart(2, '0');
  const minutes = String(Math.floor((intoDay % 3_600) / 60)).padStart(2, '0');
  return `${formatSimDay(unixSeconds, startSeconds)}, ${hours}:${minutes}`;
}
