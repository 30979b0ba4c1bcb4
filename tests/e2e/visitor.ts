import { test as base } from '@playwright/test';

let visitors = 0;

/**
 * A client address no other test in this run uses: 10.<worker>.<n>. Worker indexes are unique in a
 * run (a worker that restarts gets a new one), and each worker counts its own.
 */
export function newVisitorAddress(workerIndex: number): string {
  visitors += 1;
  return `10.${workerIndex % 256}.${Math.floor(visitors / 256) % 256}.${visitors % 256}`;
}

/**
 * Each browser test as a visitor of its own, as buyers are: its requests carry an address of their
 * own in X-Forwarded-For, which the e2e shop believes from loopback (TRUST_PROXY in
 * playwright.config.ts). The shop's per-client limits (10 payment starts a minute, 5 messages in
 * ten minutes) then hold per test, however fast the suite runs; sharing one address, a faster
 * suite ran into them. The route tests check the limits themselves.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': newVisitorAddress(testInfo.workerIndex) });
  },
});
