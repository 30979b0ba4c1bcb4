import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artCollections } from './db/schema.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { eq } from 'drizzle-orm';

// Serves the real build (npm test builds first), with the sample pieces a fresh store has.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', { serveSite: true, sampleArt: true });
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('an art piece’s page', () => {
  it('arrives with its own title, description, canonical URL, share image and Product data', async () => {
    const response = await get('/digital-collectibles/nebula-genesis');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(
      '<title data-record-head>Nebula Genesis, Epic digital art | Cryptomaton</title>',
    );
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toMatch(
      /<meta data-record-head name="description" content="A newborn star flares/,
    );
    expect(html).toContain(
      '<link data-record-head rel="canonical" href="http://shop.test/digital-collectibles/nebula-genesis"/>',
    );
    expect(html).toMatch(
      /<meta data-record-head property="og:image" content="http:\/\/shop\.test\/media\/art\/[\w-]+\/\d+w"\/>/,
    );
    const [, json = ''] =
      /<script data-record-head type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Product',
      name: 'Nebula Genesis',
      url: 'http://shop.test/digital-collectibles/nebula-genesis',
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'USD' },
    });
    // Its scripts are the shell's, each allowed by hash; a YouTube piece may play in place.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('sha256-');
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
  });

  it('is the site’s not-found page, with 404, for an unknown, hidden or malformed slug', async () => {
    const notFound = await get('/no-such-page');
    await t.database.db
      .update(artCollections)
      .set({ hidden: true })
      .where(eq(artCollections.slug, 'stellar-void'));
    for (const url of [
      '/digital-collectibles/no-such-piece',
      '/digital-collectibles/stellar-void',
      '/digital-collectibles/Nebula-Genesis',
      '/digital-collectibles/verify',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(notFound.body);
    }
    await t.database.db
      .update(artCollections)
      .set({ hidden: false })
      .where(eq(artCollections.slug, 'stellar-void'));
  });

  it('leaves the certificate check where it was', async () => {
    const response = await get('/digital-collectibles/verify/ABCDE-FGHJK-LMNPQ-RSTUV');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-record-head');
  });

  it('is listed in the sitemap while the gallery shows it', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const slug of ['nebula-genesis', 'cosmic-drift', 'stellar-void']) {
      expect(sitemap).toContain(`<loc>http://shop.test/digital-collectibles/${slug}</loc>`);
    }
    expect(sitemap).toContain('<loc>http://shop.test/digital-collectibles</loc>');
    await t.database.db
      .update(artCollections)
      .set({ hidden: true })
      .where(eq(artCollections.slug, 'cosmic-drift'));
    expect((await get('/sitemap.xml')).body).not.toContain('/digital-collectibles/cosmic-drift');
  });
});
