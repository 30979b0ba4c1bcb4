import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFiles } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { multipartFile } from '../testing/multipart.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { rawZip, type RawZipEntry } from '../testing/raw-zip.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { zipEntryList } from '../testing/zip-entries.ts';

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

const BOT_FILES: Record<string, string> = {
  'cryptomaton-bot-2.1.0/bot.py': 'from strategies import trend\nprint("trading")\n',
  'cryptomaton-bot-2.1.0/requirements.txt': 'ccxt==4.4.0\npandas==2.2.3\n',
  'cryptomaton-bot-2.1.0/strategies/trend.py': 'def signal():\n    return "hold"\n',
  'cryptomaton-bot-2.1.0/docs/Setup Guide.txt': 'Install Python 3.12.6.\n',
};

describe.each(testDatabaseKinds())('an uploaded zip in the package on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const upload = (filename: string, content: Buffer) => {
    const body = multipartFile(filename, content, 'product');
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload: body.payload,
      headers: { ...body.headers, cookie, origin: 'http://shop.test' },
    });
  };
  const fileCount = async () =>
    (await adminCall(t.app, cookie, 'GET', '/api/admin/files')).json().files.length;
  const activate = (id: number) =>
    adminCall(t.app, cookie, 'POST', `/api/admin/files/${id}/active`, { active: true });

  /** Buys the bot and reads every entry of the package the link serves. */
  async function boughtPackage() {
    const { downloadPath } = await buyWithTestCard(t.app);
    const response = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(response.statusCode).toBe(200);
    return zipEntryList(response.rawPayload);
  }

  it('unpacks the bot zip into the package the buyer downloads, with checksums of its files', async () => {
    const zip = rawZip([
      { name: 'cryptomaton-bot-2.1.0/', mode: 0o040755 },
      ...Object.entries(BOT_FILES).map(([name, text]) => ({
        name,
        content: Buffer.from(text),
        deflate: true,
      })),
    ]);
    const uploaded = await upload('cryptomaton-bot-2.1.0.zip', zip);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().file).toMatchObject({
      name: 'cryptomaton-bot-2.1.0.zip',
      sha256: sha256(zip),
    });
    expect((await activate(uploaded.json().file.id)).statusCode).toBe(200);

    const entries = await boughtPackage();
    const names = entries.map((entry) => entry.name);
    expect(names.filter((name) => name.endsWith('.zip'))).toEqual([]);
    for (const [name, text] of Object.entries(BOT_FILES)) {
      expect(entries.find((entry) => entry.name === `cryptomaton/${name}`)?.text, name).toBe(text);
    }
    // The sample files stay beside it, and CHECKSUMS.txt lists every file with its real hash.
    expect(names).toContain('cryptomaton/README.txt');
    const checksums = entries.find((entry) => entry.name === 'cryptomaton/CHECKSUMS.txt');
    const listed = (checksums?.text ?? '').trim().split('\n');
    // The buyer's licence file and the public key are the buyer's own, outside the list.
    const own = ['cryptomaton/licence.json', 'cryptomaton/licence-public-key.pem'];
    expect(names.slice(-2)).toEqual(own);
    const files = entries.filter((entry) => entry !== checksums && !own.includes(entry.name));
    expect(listed).toHaveLength(files.length);
    for (const file of files) {
      expect(listed).toContain(`${sha256(file.text)}  ${file.name.replace('cryptomaton/', '')}`);
    }
  });

  it.each<[string, RawZipEntry[], string]>([
    ['a path up out of the zip', [{ name: '../../evil.py' }], 'outside the zip'],
    ['an absolute path', [{ name: '/etc/passwd' }], 'outside the zip'],
    ['a drive letter', [{ name: 'C:/evil.py' }], 'outside the zip'],
    ['a symbolic link', [{ name: 'keys', content: Buffer.from('/'), mode: 0o120777 }], 'link'],
    ['the package checksum list', [{ name: 'CHECKSUMS.txt' }], 'CHECKSUMS.txt at its top level'],
    [
      'a zip bomb',
      [{ name: 'a.txt', content: Buffer.alloc(1 << 20), deflate: true, claimedSize: 10 }],
      'zip bomb',
    ],
  ])('refuses at upload a zip with %s, saying what to change', async (_label, entries, words) => {
    const before = await fileCount();
    const response = await upload('cryptomaton-bot.zip', rawZip(entries));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^cryptomaton-bot\.zip /);
    expect(response.json().message).toContain(words);
    expect(response.json().message).toMatch(/upload/);
    expect(await fileCount()).toBe(before);
  });

  it('keeps a zip stored before uploads were checked in the package whole', async () => {
    const legacy = rawZip([{ name: '../outside.txt', content: Buffer.from('old') }]);
    const stored = await t.app.shop.files.putBytes(legacy);
    const [row] = await t.database.db
      .insert(productFiles)
      .values({ name: 'old-bot.zip', sizeBytes: legacy.length, sha256: stored.sha256 })
      .returning();
    expect((await activate(row?.id ?? 0)).statusCode).toBe(200);
    const entries = await boughtPackage();
    const old = entries.find((entry) => entry.name === 'cryptomaton/old-bot.zip');
    expect(old).toBeDefined();
    expect(entries.map((entry) => entry.name)).not.toContain('cryptomaton/../outside.txt');
  });
});
