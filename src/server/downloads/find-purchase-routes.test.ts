import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIND_PURCHASE_ANSWER } from '../../shared/delivery.ts';
import { outbox } from '../db/schema.ts';
import { downloadPathInMail } from '../testing/admin-requests.ts';
import { buyWithTestCard, viewOrder } from '../testing/purchase.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('find my purchase on %s', (kind) => {
  const t = useTestApp(kind);

  const ask = (email: string, ip = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/find-purchase',
      payload: { email },
      remoteAddress: ip,
    });
  const linkMails = () =>
    t.database.db.select().from(outbox).where(eq(outbox.kind, 'download-link'));

  it('answers a known and an unknown address identically, and mails only the buyer', async () => {
    const bought = await buyWithTestCard(t.app, 'Buyer@Example.com');
    const known = await ask('buyer@example.com');
    const unknown = await ask('stranger@example.com', '203.0.113.2');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FIND_PURCHASE_ANSWER });

    const mails = await linkMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'Buyer@Example.com',
      subject: expect.stringMatching(/fresh/),
    });
    expect(mails[0]?.orderId).toBeTruthy();

    // The fresh link works; the old one does not; the thank-you page shows the new one.
    const fresh = await downloadPathInMail(t.database.db, mails[0]?.id ?? 0);
    expect((await t.app.inject({ method: 'GET', url: bought.downloadPath })).statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect((await viewOrder(t.app, bought.orderToken)).order.download?.url).toBe(fresh);
  });

  it('mails an address at most three times an hour, with the same answer each time', async () => {
    await buyWithTestCard(t.app, 'buyer@example.com');
    for (let n = 1; n <= 4; n += 1) {
      const response = await ask('buyer@example.com', `203.0.113.${n}`);
      expect(response.json()).toEqual({ message: FIND_PURCHASE_ANSWER });
    }
    expect(await linkMails()).toHaveLength(3);
  });

  it('limits each client, and checks the address like every form', async () => {
    for (let n = 0; n < 5; n += 1) expect((await ask(`p${n}@example.com`)).statusCode).toBe(202);
    expect((await ask('p6@example.com')).statusCode).toBe(429);
    const list = await ask('a@example.com,b@example.com', '198.51.100.1');
    expect(list.statusCode).toBe(400);
    expect(list.json().fieldErrors.email).toEqual(['Please enter one email address only.']);
  });
});
