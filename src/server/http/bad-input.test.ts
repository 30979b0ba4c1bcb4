import { describe, expect, it } from 'vitest';
import { productUploadField } from '../../shared/admin/files.ts';
import { artUploadField } from '../../shared/art-admin.ts';
import { contactMessages } from '../db/schema.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { multipartFile } from '../testing/multipart.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/*
 * What the route walk proves for every route (no 5xx), checked here for the answers themselves:
 * ids past PostgreSQL's integer, NUL characters and bytes that are not UTF-8 each get a 400 that
 * says what to fix, and nothing is stored.
 */

const TOO_LARGE = '2147483648';
const EMPTY_ZIP = Buffer.from('504b0506' + '00'.repeat(18), 'hex');

let client = 0;
/** A client address of its own per request, so the contact form's rate limit stays out of it. */
const nextAddress = () => `10.9.${(client >> 8) & 255}.${++client & 255}`;

describe.each(testDatabaseKinds())('bad input on %s', (kind) => {
  const t = useSignedInApp(kind);

  const contact = (payload: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: nextAddress(),
    });

  const storedMessages = async () =>
    (await t.database.db.select().from(contactMessages)).map((row) => row.message);

  describe('ids past PostgreSQL’s integer', () => {
    it('refuses an art piece id that large at checkout, as an unknown piece', async () => {
      const status = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/status?art=${TOO_LARGE}`,
      });
      expect(status.statusCode).toBe(400);
      expect(status.json().fieldErrors.art).toEqual([
        'We could not find this art piece. Please choose one in the store.',
      ]);

      const intent = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"buyer@example.com","acceptedTerms":true,"artCollectionId":${TOO_LARGE}}`,
      });
      expect(intent.statusCode).toBe(400);
      expect(intent.json().fieldErrors.artCollectionId).toHaveLength(1);
    });

    it.each([
      ['GET', '/api/admin/orders/:id'],
      ['POST', '/api/admin/orders/:id/refund'],
      ['POST', '/api/admin/orders/:id/resend-receipt'],
      ['POST', '/api/admin/orders/:id/fresh-link'],
      ['GET', '/api/admin/orders/:id/art-package'],
      ['DELETE', '/api/admin/files/:id'],
      ['POST', '/api/admin/mail/:id/retry'],
      ['DELETE', '/api/art/collections/:id'],
    ] as const)('answers %s %s with an id that large with 400', async (method, route) => {
      for (const id of [TOO_LARGE, '9999999999999999999']) {
        const response = await adminCall(t.app, t.cookie, method, route.replace(':id', id));
        expect(response.statusCode, id).toBe(400);
        expect(response.json().fieldErrors.id, id).toHaveLength(1);
      }
      // The largest id there can be is looked up as usual: there is no such record.
      const largest = await adminCall(t.app, t.cookie, method, route.replace(':id', '2147483647'));
      expect(largest.statusCode).toBe(404);
    });

    it('refuses an order id that large in a manual delivery, naming the field', async () => {
      const response = await adminCall(
        t.app,
        t.cookie,
        'POST',
        '/api/admin/convert-to-nft-delivery',
        {
          orderId: TOO_LARGE,
          nftCollectionId: 1,
          email: '',
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.orderId).toEqual([
        'There is no order with this ID. Please check the number.',
      ]);
    });
  });

  describe('NUL characters', () => {
    it.each([
      '/api/admin/orders?q=%00x',
      '/api/admin/orders/export.csv?q=x%00',
      '/api/admin/orders/1%00',
    ])('refuses %s with 400 and says why', async (url) => {
      const response = await adminCall(t.app, t.cookie, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/NUL character/);
      expect(response.body).not.toContain('%00');
    });

    it('refuses one in a JSON body, even where the form has no rule for the field', async () => {
      const before = await storedMessages();
      for (const payload of [
        JSON.stringify({ email: 'a@example.com', message: 'Hi', website: '\u0000' }),
        '{"email":"a@example.com","message":"Hi","\\u0000":1}',
        '{"email":"a@example.com","message":"Hi","extra":[{"note":"\\u0000"}]}',
      ]) {
        const response = await contact(payload);
        expect(response.statusCode, payload).toBe(400);
        expect(response.json().message, payload).toMatch(/NUL character/);
      }
      expect(await storedMessages()).toEqual(before);
    });

    it('leaves a field with a rule of its own to answer with its message', async () => {
      const response = await contact(
        JSON.stringify({ email: 'a@example.com', message: 'Hi\u0000' }),
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['message']);
    });

    it.each([
      ['/api/admin/files', productUploadField],
      ['/api/admin/upload-nft-image', artUploadField],
    ])('refuses an upload to %s whose file name holds one', async (url, field) => {
      for (const filename of ['bot\u0000.zip', 'bot.zip\u0000.png']) {
        const body = multipartFile(filename, EMPTY_ZIP, field);
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { ...body.headers, cookie: t.cookie, origin: 'http://shop.test' },
        });
        expect(response.statusCode, filename).toBe(400);
        expect(response.json().message, filename).toMatch(/file name .*NUL character/);
      }
      const files = await adminCall(t.app, t.cookie, 'GET', '/api/admin/files');
      expect(files.json().files.map((file: { name: string }) => file.name)).not.toContain(
        'bot\u0000.zip',
      );
    });
  });

  describe('bytes that are not UTF-8', () => {
    it('refuses a JSON body holding them with 400, and stores nothing', async () => {
      const invalid = Buffer.concat([
        Buffer.from('{"email":"a@example.com","message":"caf'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}'),
      ]);
      const before = await storedMessages();
      const response = await contact(invalid);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/UTF-8/);
      expect(await storedMessages()).toEqual(before);
    });

    it('takes the same message written in UTF-8', async () => {
      const response = await contact(
        Buffer.from(JSON.stringify({ email: 'a@example.com', message: 'Grüße, café ✓' })),
      );
      expect(response.statusCode).toBe(201);
      expect(await storedMessages()).toContain('Grüße, café ✓');
    });
  });
});
