import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloadGrants, releaseDownloadLinks } from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { buyLicence, licenceCall } from '../testing/licences.ts';
import { publishFromPackage, updateCheck } from '../testing/releases.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** The response's 'close' settles the count a moment after the body is read. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));
const fingerprint = 'machine-fingerprint-1';

describe.each(testDatabaseKinds())("the bot's update check on %s", (kind) => {
  // One app for the block: the tests publish releases in turn, 1.0.0 first.
  const t = useSignedInApp(kind);
  let key = '';
  let orderToken = '';

  const check = (body: object = {}) =>
    updateCheck(t.app, { key, fingerprint, currentVersion: '1.0.0', ...body });
  /** The link's path, from the absolute URL the bot is given. */
  const pathOf = (downloadUrl: string) => new URL(downloadUrl).pathname;

  it('a licence in order before any release: 404 no_release, and no link', async () => {
    ({ key, orderToken } = await buyLicence(t.app));
    expect((await licenceCall(t.app, 'activate', { key, fingerprint })).statusCode).toBe(200);
    const answer = await check();
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'no_release' });
    expect(answer.body).not.toContain('download');
  });

  it('offers the newest stable release with a link to exactly the advertised bytes', async () => {
    const published = await publishFromPackage(t.app, t.cookie, {
      version: '1.0.0',
      changelog: '## 1.0.0\n\n- First release',
    });
    expect(published.statusCode).toBe(201);
    const answer = await check({ currentVersion: '0.9.3' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { latest, updateAvailable } = answer.json();
    expect(updateAvailable).toBe(true);
    expect(latest).toEqual({
      version: '1.0.0',
      channel: 'stable',
      changelog: '## 1.0.0\n\n- First release',
      sha256: published.json().release.sha256,
      downloadUrl: expect.stringMatching(/^http:\/\/shop\.test\/download\/release\/[\w-]{43}$/),
      publishedAt: published.json().release.publishedAt,
    });
    const file = await t.app.inject({ method: 'GET', url: pathOf(latest.downloadUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="cryptomaton-1.0.0.zip"',
    );
    expect(file.headers.etag).toBe(`"${latest.sha256}"`);
    expect(sha256(file.rawPayload)).toBe(latest.sha256);
    await settled();
    // Counted on the link, never on the receipt's three downloads.
    const [link] = await t.database.db.select().from(releaseDownloadLinks);
    expect(link).toMatchObject({ uses: 1, maxUses: 3, purpose: 'update' });
    expect(link?.orderId).toBe(await orderIdOf(t.database.db, orderToken));
    const expiresIn = (link?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(55 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    const grants = await t.database.db.select().from(downloadGrants);
    expect(grants.map((grant) => grant.downloadsUsed)).toEqual([0]);
  });

  it('says up to date for the same or a later version', async () => {
    for (const currentVersion of ['1.0.0', '1.0.1', '1.0.0+build.7']) {
      const answer = await check({ currentVersion });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ latest: { version: '1.0.0' }, updateAvailable: false });
    }
    const older = await check({ currentVersion: '1.0.0-rc.1' });
    expect(older.json().updateAvailable).toBe(true);
  });

  it('beta machines get the highest of beta and stable; stable ones never a beta', async () => {
    await publishFromPackage(t.app, t.cookie, { version: '1.1.0-beta.1', channel: 'beta' });
    const stable = await check();
    expect(stable.json()).toMatchObject({ latest: { version: '1.0.0' }, updateAvailable: false });
    const beta = await check({ channel: 'beta' });
    expect(beta.json()).toMatchObject({
      latest: { version: '1.1.0-beta.1', channel: 'beta' },
      updateAvailable: true,
    });
    await publishFromPackage(t.app, t.cookie, { version: '1.1.0' });
    const after = await check({ channel: 'beta', currentVersion: '1.1.0-beta.1' });
    expect(after.json()).toMatchObject({
      latest: { version: '1.1.0', channel: 'stable' },
      updateAvailable: true,
    });
  });

  it('a release link: byte ranges and HEAD count nothing, three whole downloads, then 410', async () => {
    const { latest } = (await check()).json();
    const url = pathOf(latest.downloadUrl);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(10);
    const uses = async () =>
      (await t.database.db.select().from(releaseDownloadLinks)).find(
        (link) =>
          link.tokenHash ===
          createHash('sha256')
            .update(url.split('/').at(-1) ?? '')
            .digest('hex'),
      )?.uses;
    expect(await uses()).toBe(0);
    for (let n = 1; n <= 3; n++) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    await settled();
    expect(await uses()).toBe(3);
    const fourth = await t.app.inject({ method: 'GET', url });
    expect(fourth.statusCode).toBe(410);
    expect(fourth.json()).toMatchObject({ code: 'used_up' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/download/release/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'unknown' });
  });

  it('a release link stops working when it expires', async () => {
    const { latest } = (await check()).json();
    await t.database.db
      .update(releaseDownloadLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await t.app.inject({ method: 'GET', url: pathOf(latest.downloadUrl) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'expired' });
  });

  it('refuses bad input with 400 and no link', async () => {
    for (const body of [
      { currentVersion: 'latest' },
      { currentVersion: undefined },
      { channel: 'nightly' },
      { key: 'not-a-key' },
      { fingerprint: 'short' },
    ]) {
      const answer = await check(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).not.toContain('downloadUrl');
    }
  });

  it('refuses an unknown key, a machine not activated or deactivated, and a revoked licence', async () => {
    const unknown = await updateCheck(t.app, {
      key: 'CM-00000-00000-00000-00000-00000',
      fingerprint,
      currentVersion: '1.0.0',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'unknown_key', error: 'Not Found' });

    const stranger = await check({ fingerprint: 'machine-fingerprint-9' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'machine_deactivated' });

    await licenceCall(t.app, 'activate', { key, fingerprint: 'machine-fingerprint-2' });
    await licenceCall(t.app, 'deactivate', { key, fingerprint: 'machine-fingerprint-2' });
    const deactivated = await check({ fingerprint: 'machine-fingerprint-2' });
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json()).toMatchObject({ code: 'machine_deactivated' });

    const id = await orderIdOf(t.database.db, orderToken);
    const revoke = await adminCall(
      t.app,
      t.cookie,
      'POST',
      `/api/admin/orders/${id}/licence/revoke`,
    );
    expect(revoke.statusCode).toBe(200);
    const links = async () => (await t.database.db.select().from(releaseDownloadLinks)).length;
    const before = await links();
    const revoked = await check();
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toMatchObject({ code: 'revoked' });
    expect(revoked.body).not.toContain('/download/');
    expect(await links()).toBe(before);
  });

  it('limits calls naming one key, as validate does', async () => {
    const other = await buyLicence(t.app, 'limits@example.com');
    const answers = [];
    for (let n = 0; n < 31; n++) {
      answers.push(
        await updateCheck(
          t.app,
          { key: other.key, fingerprint, currentVersion: '1.0.0' },
          `203.0.113.${n + 1}`,
        ),
      );
    }
    // Thirty from thirty addresses are answered (this machine is not activated: 403).
    expect(answers.slice(0, 30).map((answer) => answer.statusCode)).toEqual(Array(30).fill(403));
    const limited = answers.at(-1);
    expect(limited?.statusCode).toBe(429);
    expect(limited?.body).not.toContain('/download/');
  });
});
