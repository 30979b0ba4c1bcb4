import { expect } from '@playwright/test';
import { newVisitorAddress, test } from './visitor.ts';

// The certificate check allows a client 30 questions a minute (src/server/art/verify-routes.ts).
const verify = '/api/art/verify/not-a-real-code';

test('each test is a visitor of its own: a limit one uses up leaves the next one alone', async ({
  page,
  browser,
}) => {
  const statuses: number[] = [];
  for (let question = 0; question < 31; question++) {
    statuses.push((await page.request.get(verify)).status());
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(30);
  expect(statuses.at(-1)).toBe(429);

  const next = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress(test.info().workerIndex) },
  });
  try {
    expect((await next.request.get(verify)).status()).toBe(200);
  } finally {
    await next.close();
  }
});
