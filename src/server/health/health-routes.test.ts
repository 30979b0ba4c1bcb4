import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('health checks on %s', (kind) => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.app.close();
  });

  it('answers /healthz while the process is alive', async () => {
    testApp = await createTestApp(kind);
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[\w.-]+$/);
  });

  it('answers /readyz 200 when the database is reachable', async () => {
    testApp = await createTestApp(kind);
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('answers /readyz 503 once the database is gone, and /healthz still 200', async () => {
    testApp = await createTestApp(kind);
    await testApp.database.close();
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    const alive = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
  });

  it('keeps a well-formed caller request id and replaces a malformed one', async () => {
    testApp = await createTestApp(kind);
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-1234' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234');
    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });
});
