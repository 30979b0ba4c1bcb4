import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  isPublicApiRoute,
  openApiDocument,
  type OpenApiDocument,
  routesMissingFrom,
} from './openapi-document.ts';

/** An operation read loosely: the test checks its shape by looking. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read back from the route
type Operation = Record<string, any>;

describe('the OpenAPI document at /api/openapi.json', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('describes every public route the app registered', () => {
    const publicRoutes = t.app.registeredRoutes.filter(isPublicApiRoute);
    // The walk sees the routes the brief names, so a filter that dropped them all would fail here.
    expect(publicRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/licences/activate',
        'POST /api/v1/licences/validate',
        'POST /api/v1/licences/deactivate',
        'GET /api/v1/licences/public-key',
        'POST /api/v1/updates/check',
        'POST /api/create-payment-intent',
        'GET /api/checkout/status',
        'GET /api/orders/:token',
        'POST /api/find-purchase',
        'POST /api/contact',
        'GET /api/art/collections',
      ]),
    );
    expect(routesMissingFrom(document, t.app.registeredRoutes)).toEqual([]);
  });

  it('leaves out the admin routes and the Stripe webhook', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
    expect(paths).not.toContain('/api/webhooks/stripe');
    expect(document.paths['/api/art/collections']).not.toHaveProperty('post');
  });

  it('is OpenAPI 3.1 with the request and answer schemas the server validates with', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'http://shop.test' }]);
    const activate = document.paths['/api/v1/licences/activate']?.post as Operation;
    const body = activate.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['key', 'fingerprint']);
    expect(body.properties.fingerprint).toMatchObject({ type: 'string', minLength: 8 });
    const answer = activate.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual([
      'status',
      'machinesUsed',
      'machinesAllowed',
      'licenceFile',
    ]);
    expect(
      activate.responses['409'].content['application/json'].schema.properties.code.enum,
    ).toEqual(['unknown_key', 'revoked', 'too_many_machines', 'machine_deactivated']);
    const intent = document.paths['/api/create-payment-intent']?.post as Operation;
    const intentBody = intent.requestBody.content['application/json'].schema;
    expect(intentBody.properties.acceptedTerms).toMatchObject({ type: 'boolean' });
    expect(intentBody.properties.acceptedTerms.description).toMatch(/Must be true/);
    expect(intent.description).toMatch(/acceptedTerms: true/);
    const order = document.paths['/api/orders/{token}']?.get as Operation;
    expect(order.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'path', required: true }),
    ]);
    expect(JSON.stringify(document)).not.toContain('$schema');
  });
});

describe('the check for undocumented routes', () => {
  const routes = [
    {
      method: 'POST',
      url: '/api/things/:id',
      admin: false,
      schema: { summary: 'Makes a thing', body: z.object({ name: z.string() }) },
    },
    { method: 'GET', url: '/api/forgotten', admin: false, schema: {} },
    { method: 'GET', url: '/api/admin/secret', admin: true },
    { method: 'GET', url: '/download/:token/file', admin: false },
  ];

  it('names a public route without a summary, and only that one', () => {
    const document = openApiDocument(routes, 'http://shop.test');
    expect(Object.keys(document.paths)).toEqual(['/api/things/{id}']);
    expect(routesMissingFrom(document, routes)).toEqual(['GET /api/forgotten']);
  });
});
