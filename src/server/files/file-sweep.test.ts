import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileBlobs } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { pngImage, uploadArt } from '../testing/art-uploads.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { referencedFiles, sweepUnreferencedFiles } from './file-sweep.ts';

describe.each(testDatabaseKinds())('sweeping unreferenced files on %s', (kind) => {
  const t = useTestApp(kind);

  it('keeps every file a row names and deletes, once old, those none does', async () => {
    const { cookie } = await signedInAdmin(t.app, t.database.db);
    expect((await uploadArt(t.app, cookie, 'art.png', await pngImage(600, 400))).statusCode).toBe(
      201,
    );
    const [first] = await t.app.shop.productFiles.list();
    await t.app.shop.productFiles.remove(first?.id ?? 0);
    const stored = (await t.database.db.select().from(fileBlobs)).map((file) => file.sha256);
    const named = await referencedFiles(t.database.db);
    const unnamed = stored.filter((sha256) => !named.has(sha256));
    // The removed file, and the two packages built before (the sample package's first file
    // alone, then both files).
    expect(unnamed).toHaveLength(3);
    expect(unnamed).toContain(first?.sha256);
    expect(named.has(first?.sha256 ?? '')).toBe(false);
    expect(named.has((await t.app.shop.productFiles.currentPackage())?.sha256 ?? '')).toBe(true);

    expect(await sweepUnreferencedFiles(t.database.db, t.app.shop.files)).toBe(0);
    await t.database.db.update(fileBlobs).set({ storedAt: sql`now() - interval '2 days'` });
    expect(await sweepUnreferencedFiles(t.database.db, t.app.shop.files)).toBe(3);
    const left = (await t.database.db.select().from(fileBlobs)).map((file) => file.sha256);
    expect(left.sort()).toEqual(stored.filter((sha256) => named.has(sha256)).sort());
    // What is left still serves: the gallery and the package.
    for (const sha256 of left) expect(await t.app.shop.files.localFile(sha256)).toBeDefined();
  });
});
