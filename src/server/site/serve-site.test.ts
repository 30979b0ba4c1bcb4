import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../testing/admin-session.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Serves the real build (npm test builds first).
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp('pglite', { serveSite: true });
});
afterAll(async () => {
  await testApp.app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

describe('prerendered pages', () => {
  it('sends the home page with its headline in the HTML, before any script runs', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Automate Your Crypto Trading With Confidence');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/features', '/pricing', '/blog', '/terms-of-service', '/digital-collectibles'])(
    'serves %s as its own prerendered page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<h1[^>]*>/);
      expect(response.body).toContain('<header');
    },
  );

  it('allows exactly the inline scripts each page carries, and nothing third-party', async () => {
    for (const url of ['/', '/features', '/nope', '/checkout']) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      const hashes = scriptHashes(response.body);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(csp).toContain(hash);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/https?:\/\//);
    }
  });

  it('sends precompressed bytes to a client that accepts brotli', async () => {
    const response = await get('/', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toContain('sha256-');
  });

  it('answers a revalidation of an unchanged page with 304 and no body', async () => {
    const first = await get('/pricing', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get('/pricing', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    const other = await get('/pricing', { 'if-none-match': 'W/"0-0"' });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD with the length of the body GET would send', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const page = await get('/features', headers);
    const head = await testApp.app.inject({ method: 'HEAD', url: '/features', headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(page.rawPayload.length));
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.rawPayload).toHaveLength(0);
  });

  it('caches hashed assets for a year', async () => {
    const assets = readdirSync(path.join(testApp.config.clientDir, 'assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    const response = await get(`/assets/${script}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('unknown and client-only paths', () => {
  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('404 Page Not Found');
    expect(response.body).toContain('Did you forget to add the page to the router?');
  });

  it('answers /404 itself with status 404', async () => {
    expect((await get('/404')).statusCode).toBe(404);
  });

  it('serves the app shell for client-only areas', async () => {
    for (const url of ['/checkout', '/thank-you?order=abc', '/demo', '/admin/login']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<header');
      expect(response.body).not.toContain('404 Page Not Found');
    }
  });

  it('sends the app shell compressed, in the encoding the client accepts', async () => {
    const plain = await get('/thank-you');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await get('/admin/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get('/thank-you', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('serves the demo prerendered in its loading state, and leaves it out of the sitemap', async () => {
    const demo = await get('/demo');
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('data-demo-loading');
    expect(demo.body).toContain('Loading the demo...');
    expect(demo.body).toContain('<meta name="robots" content="noindex"/>');
    expect(demo.body).not.toContain((await get('/checkout')).body);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('http://shop.test/pricing</loc>');
    expect(sitemap).not.toContain('/demo');
  });

  it('serves checkout prerendered at its email step, for the bot and art alike, and not in the sitemap', async () => {
    const checkout = await get('/checkout');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('Your email');
    expect(checkout.body).toContain('Continue to Payment');
    expect(checkout.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await get('/checkout?art=12')).body).toBe(checkout.body);
    expect((await get('/thank-you')).body).not.toContain('Your email');
    expect((await get('/sitemap.xml')).body).not.toContain('/checkout');
  });

  it('sends admin screens to the sign-in page without a session, and serves them with one', async () => {
    const redirected = await get('/admin/files');
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/admin/login?next=%2Fadmin%2Ffiles');
    expect((await get('/art-admin')).headers.location).toBe('/digital-collectibles');

    const { cookie } = await signedInAdmin(testApp.app, testApp.database.db);
    for (const url of ['/admin', '/admin/files']) {
      const response = await get(url, { cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<header');
    }
  });

  it('answers a missing asset with a bare 404', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
  });

  it('answers an unknown API path with JSON', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });

  it('serves a certificate’s verify page as a client page, whatever the code', async () => {
    for (const code of ['ABCDE-FGHJK-LMNPQ-RSTUV', 'nonsense', 'ABCDE%20FGHJK']) {
      const response = await get(`/digital-collectibles/verify/${code}`);
      expect(response.statusCode, code).toBe(200);
      expect(response.body).not.toContain('404 Page Not Found');
    }
    expect((await get('/digital-collectibles/verify/a/b')).statusCode).toBe(404);
  });

  it('redirects /privacy permanently to /privacy-policy', async () => {
    const response = await get('/privacy');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/privacy-policy');
  });
});

describe('findability', () => {
  it('lists every prerendered page in the sitemap with absolute URLs, and each answers 200 with content', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    for (const page of ['/', '/pricing', '/faq', '/terms-of-service', '/setup-guide']) {
      expect(urls).toContain(`http://shop.test${page === '/' ? '/' : page}`);
    }
    expect(urls.some((url) => /404|checkout|admin|thank-you/.test(url))).toBe(false);
    for (const url of urls) {
      const page = await get(url.replace('http://shop.test', ''));
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toMatch(/<h1[^>]*>[^<]+/);
    }
  });

  it('keeps crawlers out of the private areas and points them to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    for (const path of [
      '/admin',
      '/api/',
      '/checkout',
      '/thank-you',
      '/download/',
      '/digital-collectibles/verify/',
    ]) {
      expect(response.body).toContain(`Disallow: ${path}`);
    }
    expect(response.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});

describe('blog not-found states', () => {
  it('answers an unknown article with 404 and the blog’s not-found page', async () => {
    const response = await get('/blog/no-such-article');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Blog Post Not Found');
    expect(response.body).toContain('Back to Blog');
  });

  it('answers an unknown category with 404', async () => {
    const response = await get('/blog/category/no-such-category');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Category Not Found');
  });

  it('answers the not-found pages’ own paths with 404 and keeps them out of the sitemap', async () => {
    expect((await get('/blog/post-not-found')).statusCode).toBe(404);
    expect((await get('/blog/category/category-not-found')).statusCode).toBe(404);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('not-found');
    expect(sitemap).toContain('http://shop.test/blog/securing-binance-api-keys');
    expect(sitemap).toContain('http://shop.test/blog/category/risk-management');
  });
});
