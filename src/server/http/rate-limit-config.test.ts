import { describe, expect, it, vi } from 'vitest';
import type * as SiteConfig from '../../shared/site-config.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// A contact limit no route could have copied (the shipped one is 5 in 10 minutes): if the route
// kept a number of its own, the third message would get through.
vi.mock('../../shared/site-config.ts', async (importOriginal) => {
  const config = await importOriginal<typeof SiteConfig>();
  return {
    ...config,
    rateLimits: { ...config.rateLimits, contact: { max: 2, windowSeconds: 60 } },
  };
});

const message = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Custom strategy',
  message: 'Could you script my grid strategy?',
};

describe.each(testDatabaseKinds())('a route limit on %s', (kind) => {
  const t = useTestApp(kind);

  it('follows the site config value', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
