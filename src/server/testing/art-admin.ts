import { eq } from 'drizzle-orm';
import { artCollections } from '../db/schema.ts';
import { adminCall } from './admin-requests.ts';
import { signedInAdmin } from './admin-session.ts';
import { pngImage, uploadArt } from './art-uploads.ts';
import { appInHooks, createTestApp, type TestApp } from './test-app.ts';
import type { TestDatabaseKind } from './test-database.ts';

/**
 * For the art admin's route tests: one app for the `describe` block with the sample collections a
 * fresh store has, an admin signed in, one artwork uploaded (`imageUrl`), and the calls the art
 * admin page makes.
 */
export function useArtAdmin(kind: TestDatabaseKind) {
  const t = appInHooks('all', async () => {
    const app = await createTestApp(kind, { sampleArt: true });
    const { cookie } = await signedInAdmin(app.app, app.database.db);
    const upload = await uploadArt(app.app, cookie, 'art.png', await pngImage(1200, 800));
    return { ...app, cookie, imageUrl: upload.json().imageUrl as string };
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    adminCall(t.app, t.cookie, method, url, payload);
  return {
    t: t as TestApp & { cookie: string; imageUrl: string },
    call,
    create: (fields: object) =>
      call('POST', '/api/art/collections', {
        name: 'Aurora',
        priceCents: 1999,
        imageUrl: t.imageUrl,
        ...fields,
      }),
    update: (id: number, fields: object) => call('PUT', `/api/art/collections/${id}`, fields),
    /** Plays sales and open payments the way checkout records them. */
    setSupply: (id: number, supply: { remainingSupply?: number; heldCount?: number }) =>
      t.database.db.update(artCollections).set(supply).where(eq(artCollections.id, id)),
  };
}
