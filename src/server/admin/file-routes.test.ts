import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { multipartFile } from '../testing/multipart.ts';

/** A minimal valid zip: one empty end-of-central-directory record. */
const EMPTY_ZIP = Buffer.from('504b0506' + '00'.repeat(18), 'hex');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);

describe.each(testDatabaseKinds())('admin files on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: { productFileMaxBytes: 4096 } });
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const upload = (filename: string, content: Buffer, field = 'product') => {
    const body = multipartFile(filename, content, field);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload: body.payload,
      headers: { ...body.headers, cookie, origin: 'http://shop.test' },
    });
  };
  const files = async () => (await adminCall(t.app, cookie, 'GET', '/api/admin/files')).json();

  it('lists the files and the package with its size, names and SHA-256', async () => {
    const view = await files();
    expect(view.files.map((file: { name: string }) => file.name)).toEqual([
      'README.txt',
      'config.example.txt',
    ]);
    expect(view.package).toMatchObject({ files: ['README.txt', 'config.example.txt'] });
    expect(view.package.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view.package.sizeBytes).toBeGreaterThan(0);
    expect(view.maxUploadBytes).toBe(4096);
    expect(view.allowedExtensions).toEqual(['.zip', '.py', '.mp4', '.pdf', '.txt']);
  });

  it.each([
    ['bot.zip', EMPTY_ZIP],
    ['guide.pdf', PDF],
    ['strategy.py', Buffer.from('print("ünïcode ok")\n')],
  ])('stores %s under a generated name, outside the package', async (name, content) => {
    const response = await upload(`../../${name}`, content);
    expect(response.statusCode).toBe(201);
    expect(response.json().file).toMatchObject({
      name,
      sizeBytes: content.length,
      isActive: false,
    });
    expect(response.json().file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['tool.exe', Buffer.from('MZ'), 'only .zip, .py, .mp4, .pdf, .txt files'],
    ['notes.txt', ELF, 'the content is not a txt file'],
    ['fake.zip', Buffer.from('just text'), 'the content is not a zip file'],
    ['clip.mp4', PDF, 'the content is not a mp4 file'],
    ['nul.py', Buffer.from('print(1)\u0000'), 'the content is not a py file'],
  ])('refuses %s by extension or content', async (name, content, message) => {
    const before = (await files()).files.length;
    const response = await upload(name, content);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await files()).files.length).toBe(before);
  });

  it.each(['CHECKSUMS.txt', 'checksums.TXT', ' Checksums.txt\u202e'])(
    'refuses %j: the package writes a file of that name itself',
    async (name) => {
      const before = (await files()).files.length;
      const response = await upload(name, Buffer.from('0000  bot.zip\n'));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'CHECKSUMS.txt is a name the download package gives a file of its own. Please rename the file and upload it again.',
      );
      expect((await files()).files.length).toBe(before);
    },
  );

  it('refuses a second file of the same name, in any case, saying which file has it', async () => {
    const first = await upload('release-notes.txt', Buffer.from('first'));
    expect(first.statusCode).toBe(201);
    const before = (await files()).files.length;
    for (const name of ['release-notes.txt', 'Release-Notes.TXT']) {
      const again = await upload(name, Buffer.from('second'));
      expect(again.statusCode, name).toBe(409);
      expect(again.json().message).toBe(
        `There is already a file named release-notes.txt (file ${first.json().file.id}). Give this one another name, for example with its version number, or delete that file first.`,
      );
    }
    expect((await files()).files.length).toBe(before);
  });

  it('keeps one of two uploads of one name sent at once', async () => {
    const answers = await Promise.all([
      upload('same-time.txt', Buffer.from('one')),
      upload('Same-Time.txt', Buffer.from('two')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const named = (await files()).files.filter(
      (file: { name: string }) => file.name.toLowerCase() === 'same-time.txt',
    );
    expect(named).toHaveLength(1);
  });

  it('stores a name without its control and bidi characters', async () => {
    const response = await upload(
      'be\u0007ll\u001b[31m\u202etxt.exe\u200f\u0085\u007f.txt',
      Buffer.from('hi'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().file.name).toBe('bell[31mtxt.exe.txt');
  });

  it.each([5_000, 200_000])(
    'refuses a file of %i bytes (over the limit) with 413 and keeps nothing',
    async (size) => {
      const before = (await files()).files.length;
      const response = await upload('big.txt', Buffer.alloc(size, 'a'));
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The file is too large: files can be at most 4 KB.');
      expect((await files()).files.length).toBe(before);
    },
  );

  it('refuses an upload without the product field, or not multipart', async () => {
    expect((await upload('a.txt', Buffer.from('hello'), 'other')).statusCode).toBe(400);
    const json = await adminCall(t.app, cookie, 'POST', '/api/admin/files', { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('adds a file to the package and removes it, rebuilding the package each time', async () => {
    const uploaded = (await upload('extra.txt', Buffer.from('extra file'))).json().file;
    const before = (await files()).package;
    const added = await adminCall(t.app, cookie, 'POST', `/api/admin/files/${uploaded.id}/active`, {
      active: true,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().package.files).toContain('extra.txt');
    expect(added.json().package.sha256).not.toBe(before.sha256);
    expect(added.json().package.sizeBytes).toBeGreaterThan(before.sizeBytes);

    const removed = await adminCall(
      t.app,
      cookie,
      'POST',
      `/api/admin/files/${uploaded.id}/active`,
      {
        active: false,
      },
    );
    expect(removed.json().package.files).not.toContain('extra.txt');
    expect(removed.json().package.files).toEqual(before.files);
  });

  it('deletes a file', async () => {
    const uploaded = (await upload('gone.txt', Buffer.from('to delete'))).json().file;
    const response = await adminCall(t.app, cookie, 'DELETE', `/api/admin/files/${uploaded.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().files.map((file: { id: number }) => file.id)).not.toContain(uploaded.id);
    expect(
      (await adminCall(t.app, cookie, 'DELETE', `/api/admin/files/${uploaded.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses invalid input for the package switch', async () => {
    const bad = await adminCall(t.app, cookie, 'POST', '/api/admin/files/1/active', { active: 1 });
    expect(bad.statusCode).toBe(400);
    const missing = await adminCall(t.app, cookie, 'POST', '/api/admin/files/9999/active', {
      active: true,
    });
    expect(missing.statusCode).toBe(404);
  });
});
