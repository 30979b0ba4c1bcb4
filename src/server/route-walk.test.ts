import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productUploadField } from '../shared/admin/files.ts';
import { artUploadField } from '../shared/art-admin.ts';
import type { RegisteredRoute } from './app.ts';
import { SessionCookie } from './admin/session-cookie.ts';
import { startSession } from './admin/sessions.ts';
import { createTestAdmin } from './testing/admin-session.ts';
import { FakeStripe } from './testing/fake-stripe.ts';
import { multipartFile } from './testing/multipart.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { testDatabaseKinds } from './testing/test-database.ts';

/*
 * Every route the shop registers, fed what a careless or hostile client sends: NUL characters
 * in the path, query, body and an uploaded file's name, ids past PostgreSQL's integer range, an
 * oversized body, the wrong content type and broken JSON. Each is sent signed out and again with
 * an admin session, so the admin routes' own handlers are reached too. None may answer 5xx: each
 * gets a 4xx a person (or a client) can act on, and a NUL anywhere gets 400.
 */

/** Stripe's keys, with its API played by a FakeStripe: a walk never reaches the network. */
const stripeEnv = (api: { host: string; port: number }) => ({
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_API_URL: `http://${api.host}:${api.port}`,
});

/** Past PostgreSQL's `integer` (2^31 - 1), and past what a double holds exactly. */
const LARGE_IDS = ['2147483648', '9999999999999999999'];

const idFields = ['id', 'orderId', 'artCollectionId', 'nftCollectionId', 'collectionId'];

/** The route's URL with every `:param` (and a trailing `*`) set to `value`. */
const withParams = (url: string, value: string) =>
  url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);

const nulBody = JSON.stringify({
  email: 'a\u0000b@b.co',
  message: '\u0000',
  firstName: '\u0000',
  clientSecret: '\u0000',
  cardNumber: '4242\u0000',
  expiry: '\u0000',
  cvc: '\u0000',
  amount: '\u0000',
});

/** A body that would pass every route's other checks, with each id field set to `id`. */
const largeIdBody = (id: number | string) => ({
  email: 'buyer@example.com',
  acceptedTerms: true,
  ...Object.fromEntries(idFields.map((field) => [field, id])),
});

interface BadRequest extends InjectOptions {
  label: string;
  /** The one status this request must get, signed in or out; otherwise any 4xx. */
  status?: number;
  /** The one status it must get with a session (signed out, the admin guard may answer first). */
  statusSignedIn?: number;
}

function badRequests(route: RegisteredRoute): BadRequest[] {
  const method = route.method as InjectOptions['method'];
  const plain = withParams(route.url, '1');
  const requests: BadRequest[] = [
    {
      label: 'NUL in path and query',
      method,
      url: `${withParams(route.url, 'a%00b')}?q=%00&order=%00`,
      status: 400,
    },
    { label: 'NUL in the query', method, url: `${plain}?q=%00x&email=%00`, status: 400 },
    {
      label: 'large ids in the query',
      method,
      url: `${plain}?${[...idFields, 'art', 'limit', 'offset'].map((name) => `${name}=${LARGE_IDS[0]}`).join('&')}`,
    },
  ];
  if (route.url.includes(':') || route.url.endsWith('*')) {
    for (const id of LARGE_IDS) {
      requests.push({ label: `${id} in every parameter`, method, url: withParams(route.url, id) });
    }
    requests.push(
      {
        label: 'an escape that does not decode in every parameter',
        method,
        url: withParams(route.url, '%ff%zz'),
        status: 400,
      },
      { label: 'a 500-character parameter', method, url: withParams(route.url, 'a'.repeat(500)) },
    );
  }
  if (route.method === 'GET' || route.method === 'HEAD' || route.method === 'OPTIONS') {
    return requests;
  }
  const json = { 'content-type': 'application/json' };
  requests.push(
    {
      label: 'NUL in the body',
      method,
      url: plain,
      headers: json,
      payload: nulBody,
      statusSignedIn: 400,
    },
    {
      label: 'a NUL-escaped key in the body',
      method,
      url: plain,
      headers: json,
      payload: '{"a\\u0000":1}',
      statusSignedIn: 400,
    },
    ...LARGE_IDS.flatMap((id): BadRequest[] => [
      {
        label: `${id} as every id in the body`,
        method,
        url: plain,
        headers: json,
        // Written by hand: JSON.stringify would round 9999999999999999999 to 10000000000000000000.
        payload: JSON.stringify(largeIdBody('ID')).replaceAll('"ID"', id),
      },
      {
        label: `"${id}" as every id in the body`,
        method,
        url: plain,
        headers: json,
        payload: JSON.stringify(largeIdBody(id)),
      },
    ]),
    ...[productUploadField, artUploadField].map((field) => ({
      label: `NUL in the name of a file uploaded as "${field}"`,
      method,
      url: plain,
      ...multipartFile('bot\u0000.zip', Buffer.from('504b0506' + '00'.repeat(18), 'hex'), field),
    })),
    {
      label: 'an oversized body',
      method,
      url: plain,
      headers: json,
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    },
    {
      label: 'a wrong content type',
      method,
      url: plain,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    },
    { label: 'broken JSON', method, url: plain, headers: json, payload: '{"email":' },
    {
      label: 'bytes that are not UTF-8 in the body',
      method,
      url: plain,
      headers: json,
      payload: Buffer.concat([Buffer.from('{"message":"'), Buffer.from([0xff]), Buffer.from('"}')]),
      statusSignedIn: 400,
    },
    {
      // Within the 4 KB limit of the smallest bodies, so the body is parsed on every route.
      label: 'a body nested 1,500 levels deep',
      method,
      url: plain,
      headers: json,
      payload: '['.repeat(1_500) + '"\\u0000"' + ']'.repeat(1_500),
      statusSignedIn: 400,
    },
    { label: 'no body', method, url: plain, headers: json },
  );
  return requests;
}

describe.each(testDatabaseKinds())('every route on %s', (kind) => {
  describe.each([
    ['the test provider', false],
    ['Stripe', true],
  ])('with %s', (_provider, stripe) => {
    let t: TestApp;
    const fakeStripe = new FakeStripe();
    let adminId: number;
    // Each request comes from an address of its own, so no rate limit answers in a handler's place.
    let client = 0;
    const nextAddress = () => {
      client += 1;
      return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
    };
    beforeAll(async () => {
      const env = stripe ? stripeEnv(await fakeStripe.start()) : {};
      t = await createTestApp(kind, { env, serveSite: true });
      adminId = (await createTestAdmin(t.database.db)).admin.id;
    });
    afterAll(async () => {
      await t.app.close();
      if (stripe) await fakeStripe.stop();
    });

    /** An admin's session as the site's own pages send it; a new one after each sign-out. */
    const adminSession = async () => {
      const { token } = await startSession(t.database.db, adminId);
      return {
        cookie: `${new SessionCookie(false).name}=${token}`,
        origin: 'http://shop.test',
        'sec-fetch-site': 'same-origin',
      };
    };
    const endsSessions = (route: RegisteredRoute) => route.url.startsWith('/api/admin/logout');

    it.each([
      ['signed out', false],
      ['signed in as an admin', true],
    ])(
      'answers bad input with 4xx, never 5xx, %s',
      { timeout: 180_000 },
      async (_who, signedIn) => {
        const routes = t.app.registeredRoutes;
        expect(routes.length).toBeGreaterThan(10);
        expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(
          'POST /api/contact',
        );
        const failures: string[] = [];
        let session = signedIn ? await adminSession() : {};
        for (const route of routes) {
          for (const request of badRequests(route)) {
            const { label, status, statusSignedIn, ...options } = request;
            const headers = { ...options.headers, ...session };
            const response = await t.app.inject({
              ...options,
              headers,
              remoteAddress: nextAddress(),
            });
            if (signedIn && endsSessions(route)) session = await adminSession();
            const wanted = status ?? (signedIn ? statusSignedIn : undefined);
            if (
              response.statusCode >= 500 ||
              (wanted !== undefined && response.statusCode !== wanted)
            ) {
              failures.push(`${route.method} ${route.url} with ${label}: ${response.statusCode}`);
            }
          }
        }
        expect(failures).toEqual([]);
        // Still signed in at the end: no admin route was walked without a session.
        const check = await t.app.inject({ url: '/api/admin/session', headers: session });
        expect(check.statusCode).toBe(signedIn ? 200 : 401);
      },
    );
  });
});
