import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artCollections } from '../db/schema.ts';
import { useArtAdmin } from '../testing/art-admin.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// The owner changes a collection's supply while buyers buy and hold units.
describe.each(testDatabaseKinds())('art admin supply on %s', (kind) => {
  const { t, create, update, setSupply } = useArtAdmin(kind);

  it('moves the remaining supply with a new total, keeping the units sold and held', async () => {
    const { id } = (await create({ totalSupply: 10 })).json();
    await setSupply(id, { remainingSupply: 7, heldCount: 2 }); // 3 sold, 2 being paid for

    const grown = await update(id, { totalSupply: 20 });
    expect(grown.statusCode).toBe(200);
    expect(grown.json()).toMatchObject({
      totalSupply: 20,
      remainingSupply: 17,
      availableSupply: 15,
    });

    const shrunk = await update(id, { totalSupply: 5 });
    expect(shrunk.json()).toMatchObject({ totalSupply: 5, remainingSupply: 2, availableSupply: 0 });

    const tooSmall = await update(id, { totalSupply: 4 });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().message).toBe(
      'The total supply can’t go below 5: 3 are already sold and 2 are held for buyers paying right now.',
    );
    await setSupply(id, { heldCount: 0 });
    expect((await update(id, { totalSupply: 2 })).json().message).toBe(
      'The total supply can’t go below 3: 3 are already sold.',
    );
    expect((await update(id, { totalSupply: 3 })).json()).toMatchObject({
      totalSupply: 3,
      remainingSupply: 0,
      status: 'sold-out',
    });
  });

  it('takes an explicit remaining supply within the total and above what is held', async () => {
    const { id } = (await create({ totalSupply: 10 })).json();
    await setSupply(id, { remainingSupply: 6, heldCount: 1 });

    expect((await update(id, { remainingSupply: 9 })).json()).toMatchObject({
      totalSupply: 10,
      remainingSupply: 9,
    });
    const over = await update(id, { remainingSupply: 11 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Remaining supply can’t be more than the total supply (10).');
    const belowHeld = await update(id, { remainingSupply: 0 });
    expect(belowHeld.statusCode).toBe(409);
    expect(belowHeld.json().message).toBe(
      'Remaining supply can’t go below 1: 1 is held for a buyer paying right now.',
    );
    expect((await update(id, { totalSupply: 4, remainingSupply: 4 })).json()).toMatchObject({
      totalSupply: 4,
      remainingSupply: 4,
    });
    expect((await update(id, { totalSupply: 4, remainingSupply: 5 })).statusCode).toBe(400);
    expect((await update(id, { remainingSupply: -1 })).statusCode).toBe(400);
  });

  it('never lets a hold slip between the supply check and the write', async () => {
    const { id } = (await create({ totalSupply: 20 })).json();
    // Checkout's hold: one unit set aside while there is one to spare.
    const hold = () =>
      t.database.db.execute(
        sql`update art_collections set held_count = held_count + 1 where id = ${id} and remaining_supply - held_count > 0`,
      );
    const updates = [update(id, { totalSupply: 8 }), update(id, { remainingSupply: 5 })];
    await Promise.all([
      ...Array.from({ length: 15 }, hold),
      ...updates,
      ...Array.from({ length: 15 }, hold),
    ]);
    for (const response of await Promise.all(updates)) {
      expect([200, 409]).toContain(response.statusCode);
    }
    const [row] = await t.database.db
      .select()
      .from(artCollections)
      .where(eq(artCollections.id, id));
    expect(row?.heldCount).toBeLessThanOrEqual(row?.remainingSupply ?? -1);
    expect(row?.remainingSupply).toBeLessThanOrEqual(row?.totalSupply ?? -1);
    expect(row?.heldCount).toBeGreaterThan(0);
  });
});
