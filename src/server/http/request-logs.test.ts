import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/log-capture.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('what the logs keep on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.app.close();
  });

  it('never a whole order or download token, but a prefix support can match', async () => {
    const logs = captureLogs();
    t = await createTestApp(kind, { env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
    const { orderToken, downloadPath } = await buyWithTestCard(t.app);
    const downloadToken = downloadPath.split('/').at(-2) ?? '';
    await t.app.inject({ method: 'GET', url: downloadPath });
    await t.app.inject({ method: 'GET', url: `/api/orders/${orderToken}` });
    await t.app.inject({ method: 'GET', url: `/thank-you?order=${orderToken}` });

    const text = logs.text();
    expect(text).toContain('"url":"/download/');
    expect(text).not.toContain(orderToken);
    expect(text).not.toContain(downloadToken);
    expect(text).toContain(`/thank-you?order=${orderToken.slice(0, 6)}…`);
    expect(text).toContain(`/download/${downloadToken.slice(0, 6)}…`);
  });

  it('never the values of a failed query', async () => {
    const logs = captureLogs();
    t = await createTestApp(kind, { env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
    const error = await t.database.db
      .execute(sql`select ${'ada.secret@example.com\u0000'}::text`)
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Error);
    t.app.log.error({ err: error }, 'request failed');
    const text = logs.text();
    expect(text).toContain('request failed');
    expect(text).toContain('Failed query: select $1::text');
    expect(text).not.toContain('ada.secret');
  });
});
