import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licenceMachines } from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { buyLicence, licenceCall } from '../testing/licences.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('the dashboard’s licence cards, on %s', (kind) => {
  const t = useSignedInApp(kind);
  const cards = async () => {
    const response = await adminCall(t.app, t.cookie, 'GET', '/api/admin/purchases');
    expect(response.statusCode).toBe(200);
    return response.json().cards;
  };

  it('counts live licences and the machines seen in the last 7 days', async () => {
    expect(await cards()).toMatchObject({ activeLicences: 0, machinesSeenLast7Days: 0 });
    const first = await buyLicence(t.app, 'first@example.com');
    const second = await buyLicence(t.app, 'second@example.com');
    const revoked = await buyLicence(t.app, 'revoked@example.com');
    for (const [key, fingerprint] of [
      [first.key, 'machine-a-0001'],
      [first.key, 'machine-b-0001'],
      [second.key, 'machine-c-0001'],
    ]) {
      const answer = await licenceCall(t.app, 'activate', { key, fingerprint });
      expect(answer.statusCode).toBe(200);
    }
    const revokedId = await orderIdOf(t.database.db, revoked.orderToken);
    const revoke = await adminCall(
      t.app,
      t.cookie,
      'POST',
      `/api/admin/orders/${revokedId}/licence/revoke`,
    );
    expect(revoke.statusCode).toBe(200);
    expect(await cards()).toMatchObject({ activeLicences: 2, machinesSeenLast7Days: 3 });

    // A machine last heard from 8 days ago no longer counts as seen.
    await t.database.db
      .update(licenceMachines)
      .set({ lastSeenAt: sql`now() - interval '8 days'` })
      .where(eq(licenceMachines.fingerprint, 'machine-c-0001'));
    expect(await cards()).toMatchObject({ activeLicences: 2, machinesSeenLast7Days: 2 });
  });
});
