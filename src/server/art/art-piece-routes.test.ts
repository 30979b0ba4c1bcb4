import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ArtPieceSchema } from '../../shared/art-piece.ts';
import { artCollections } from '../db/schema.ts';
import { useArtAdmin } from '../testing/art-admin.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe.each(testDatabaseKinds())('art piece slugs and pages on %s', (kind) => {
  const { t, create, update, call } = useArtAdmin(kind);
  const piece = (slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/art/pieces/${encodeURIComponent(slug)}` });
  const gallery = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/art/collections' })).json() as {
      collections: { name: string; slug: string }[];
    };

  it('gives the sample pieces slugs from their names, in every answer', async () => {
    expect((await gallery()).collections.map(({ name, slug }) => [name, slug])).toEqual([
      ['Nebula Genesis', 'nebula-genesis'],
      ['Cosmic Drift', 'cosmic-drift'],
      ['Stellar Void', 'stellar-void'],
    ]);
  });

  it('makes a slug from the name on create, a free one when the name is taken, and keeps it on rename', async () => {
    const first = await create({ name: 'Aurora Crown' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Aurora Crown', slug: 'aurora-crown' });
    const second = (await create({ name: 'Aurora  CROWN!' })).json() as { id: number };
    expect(second).toMatchObject({ slug: 'aurora-crown-2' });
    expect((await create({ name: 'Crème Brûlée' })).json()).toMatchObject({
      slug: 'creme-brulee',
    });
    // "verify" is the certificate check's address, never a piece's.
    expect((await create({ name: 'Verify' })).json()).toMatchObject({ slug: 'verify-2' });

    const renamed = await update(second.id, { name: 'Borealis' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Borealis', slug: 'aurora-crown-2' });
    expect((await piece('aurora-crown-2')).json()).toMatchObject({
      piece: { id: second.id, name: 'Borealis' },
    });
  });

  it('answers a piece by its slug with exactly the files its package holds', async () => {
    const response = await piece('nebula-genesis');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ArtPieceSchema.parse(response.json());
    expect(body.piece).toMatchObject({
      name: 'Nebula Genesis',
      slug: 'nebula-genesis',
      rarity: 'epic',
      totalSupply: 10,
      remainingSupply: 10,
      priceCents: 4900,
    });
    expect(body.piece.artwork?.kind).toBe('image');
    expect(body.packageFiles.map((file) => file.name)).toEqual([
      'nebula-genesis.png',
      'certificate-of-authenticity.pdf',
      'metadata.json',
      'usage-rights.md',
    ]);
    expect(body.packageFiles[0]?.description).toContain('full resolution');

    const video = (
      await create({ name: 'Drift Film', imageUrl: null, youtubeUrl: YOUTUBE })
    ).json() as { slug: string };
    const films = ArtPieceSchema.parse((await piece(video.slug)).json()).packageFiles;
    expect(films.map((file) => file.name)).toEqual([
      'drift-film-video-link.txt',
      'certificate-of-authenticity.pdf',
      'metadata.json',
      'usage-rights.md',
    ]);
  });

  it('knows no unknown, hidden or deleted piece, nor anything that is not a slug', async () => {
    expect((await piece('no-such-piece')).statusCode).toBe(404);
    expect((await piece('no-such-piece')).json().message).toMatch(/no such art piece/);
    const hidden = (await create({ name: 'Hidden Piece', hidden: true })).json() as {
      slug: string;
    };
    expect((await piece(hidden.slug)).statusCode).toBe(404);
    const gone = (await create({ name: 'Gone Piece' })).json() as { id: number; slug: string };
    expect((await call('DELETE', `/api/art/collections/${gone.id}`)).statusCode).toBe(204);
    expect((await piece(gone.slug)).statusCode).toBe(404);
    for (const bad of ['Nebula-Genesis', 'a b', '-x']) {
      const response = await piece(bad);
      expect([400, 404], bad).toContain(response.statusCode);
    }
    // Longer than any slug: the router refuses the parameter before the route runs.
    expect((await piece('x'.repeat(101))).statusCode).toBe(414);
  });

  it('keeps a deleted piece’s slug taken, so an old link never shows another piece', async () => {
    const old = (await create({ name: 'Once Only' })).json() as { id: number; slug: string };
    await call('DELETE', `/api/art/collections/${old.id}`);
    const next = (await create({ name: 'Once Only' })).json() as { slug: string };
    expect(next.slug).toBe('once-only-2');
    const [row] = await t.database.db
      .select({ slug: artCollections.slug })
      .from(artCollections)
      .where(eq(artCollections.id, old.id));
    expect(row?.slug).toBe('once-only');
  });
});
