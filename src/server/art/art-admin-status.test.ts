import { describe, expect, it } from 'vitest';
import type { ArtCollection } from '../../shared/art.ts';
import { useArtAdmin } from '../testing/art-admin.ts';
import { payWithTestCard, startArtCheckout } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// What the art admin and the gallery read about a piece's status and sales.
describe.each(testDatabaseKinds())('art status and sales on %s', (kind) => {
  const { t, call, create, update } = useArtAdmin(kind);
  const listed = async (id: number, url: string): Promise<ArtCollection | undefined> =>
    (await call('GET', url))
      .json<{ collections: ArtCollection[] }>()
      .collections.find((collection) => collection.id === id);

  it('counts no sale for a piece created with no editions left, and shows it sold out', async () => {
    const created = await create({ totalSupply: 2, remainingSupply: 0, status: 'live' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      totalSupply: 2,
      remainingSupply: 0,
      soldCount: 0,
      status: 'sold-out',
      statusSetByOwner: true,
      statusSetTo: 'live',
      statusWarning:
        'You set this piece to Live, but no editions are left, so the store shows it as Sold out. Add editions or let the status follow supply.',
    });
    const { id } = created.json<ArtCollection>();
    expect(await listed(id, '/api/art-admin/collections')).toMatchObject({ soldCount: 0 });
    expect(await listed(id, '/api/art/collections')).toMatchObject({
      status: 'sold-out',
      soldCount: 0,
    });
  });

  it('counts editions taken by paid orders as sold', async () => {
    const { id } = (await create({ totalSupply: 3, hidden: false })).json<ArtCollection>();
    const started = await startArtCheckout(t.app, id, 'first@example.com', '203.0.113.41');
    expect(started.statusCode, started.body).toBe(200);
    // Held for a buyer who is paying: not sold yet.
    expect(await listed(id, '/api/art-admin/collections')).toMatchObject({ soldCount: 0 });
    expect((await payWithTestCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    expect(await listed(id, '/api/art-admin/collections')).toMatchObject({
      totalSupply: 3,
      remainingSupply: 2,
      soldCount: 1,
    });
  });

  it('warns when a hand-set status contradicts the supply, and stops once it agrees', async () => {
    const { id } = (await create({ totalSupply: 2 })).json<ArtCollection>();
    const soldOut = await update(id, { status: 'sold-out' });
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json()).toMatchObject({
      status: 'sold-out',
      statusSetTo: 'sold-out',
      statusWarning:
        'You set this piece to Sold out, but 2 editions are left: nobody can buy them. Set it to Live or let the status follow supply to sell them.',
    });

    const live = await update(id, { status: 'live' });
    expect(live.json()).toMatchObject({ status: 'live', statusSetTo: 'live' });
    expect(live.json()).not.toHaveProperty('statusWarning');

    const none = await update(id, { remainingSupply: 0 });
    expect(none.json()).toMatchObject({
      status: 'sold-out',
      statusSetTo: 'live',
      statusWarning: expect.stringContaining('You set this piece to Live'),
    });

    const follows = await update(id, { status: null });
    expect(follows.json()).toMatchObject({ status: 'sold-out', statusSetTo: null });
    expect(follows.json()).not.toHaveProperty('statusWarning');
  });
});
