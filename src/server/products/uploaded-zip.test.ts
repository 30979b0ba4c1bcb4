import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedZipLimits } from '../../shared/products.ts';
import { rawZip, type RawZipEntry } from '../testing/raw-zip.ts';
import { readUploadedZip, UploadedZipRefusal, type ZipLimits } from './uploaded-zip.ts';

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

describe('an uploaded zip, unpacked for the package', () => {
  let folder: string;
  let count = 0;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'uploaded-zip-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** Writes the zip, unpacks it into a fresh folder and returns what was unpacked and where. */
  async function unpack(entries: RawZipEntry[] | Buffer, limits?: ZipLimits) {
    count += 1;
    const zipPath = path.join(folder, `upload-${count}.zip`);
    await writeFile(zipPath, Buffer.isBuffer(entries) ? entries : rawZip(entries));
    const into = path.join(folder, `unpacked-${count}`, 'inside');
    const files = await readUploadedZip(zipPath, { zipName: 'bot.zip', into, limits });
    return { files, into };
  }
  async function refusal(entries: RawZipEntry[] | Buffer, limits?: ZipLimits): Promise<string> {
    const error = await unpack(entries, limits).then(
      () => new Error('the zip was accepted'),
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(UploadedZipRefusal);
    const { message } = error as Error;
    expect(message).toMatch(/^bot\.zip /);
    return message;
  }

  it('unpacks a normal zip with nested folders: every file, its path, size and SHA-256', async () => {
    const bot = Buffer.from('print("trading")\n'.repeat(200));
    const { files, into } = await unpack([
      { name: 'cryptomaton-bot-2.1.0/', mode: 0o040755 },
      { name: 'cryptomaton-bot-2.1.0/bot.py', content: bot, deflate: true },
      { name: 'cryptomaton-bot-2.1.0/strategies/trend.py', content: Buffer.from('x = 1\n') },
      { name: 'cryptomaton-bot-2.1.0/docs/CHECKSUMS.txt', content: Buffer.from('theirs\n') },
      { name: '__MACOSX/cryptomaton-bot-2.1.0/._bot.py', content: Buffer.from('fork') },
    ]);
    expect(files.map((file) => file.path)).toEqual([
      'cryptomaton-bot-2.1.0/bot.py',
      'cryptomaton-bot-2.1.0/strategies/trend.py',
      'cryptomaton-bot-2.1.0/docs/CHECKSUMS.txt',
    ]);
    expect(files[0]).toMatchObject({ sha256: sha256(bot), sizeBytes: bot.length });
    const written = await readFile(path.join(into, 'cryptomaton-bot-2.1.0', 'bot.py'));
    expect(written.equals(bot)).toBe(true);
    expect(files[1]?.sourcePath).toBe(path.join(into, 'cryptomaton-bot-2.1.0/strategies/trend.py'));
    expect(await readdir(into)).toEqual(['cryptomaton-bot-2.1.0']);
  });

  it.each([
    ['a path up out of the folder', '../evil.py'],
    ['a path up out of a subfolder', 'bot/../../evil.py'],
    ['a Windows path up out of the folder', '..\\evil.py'],
    ['an absolute path', '/etc/cron.d/evil'],
    ['a drive letter', 'C:/Windows/evil.py'],
  ])('refuses %s and writes nothing outside', async (_label, name) => {
    const message = await refusal([{ name, content: Buffer.from('evil') }]);
    expect(message).toContain('outside the zip');
    expect(existsSync(path.join(folder, `unpacked-${count}`, 'evil.py'))).toBe(false);
    expect(existsSync(path.join(folder, 'evil.py'))).toBe(false);
  });

  it('refuses a symbolic link, even one pointing inside', async () => {
    const message = await refusal([
      { name: 'bot.py', content: Buffer.from('x = 1\n') },
      { name: 'secrets', content: Buffer.from('/etc/passwd'), mode: 0o120777 },
    ]);
    expect(message).toContain('"secrets"');
    expect(message).toContain('link');
  });

  it.each(['CHECKSUMS.txt', 'checksums.TXT', 'CHECKSUMS.txt/notes.txt'])(
    'refuses %s at the top: the package writes that name itself',
    async (name) => {
      const message = await refusal([{ name, content: Buffer.from('mine') }]);
      expect(message).toContain('CHECKSUMS.txt at its top level');
    },
  );

  it.each([
    ['the same name in another case', ['Bot.py', 'bot.py']],
    ['a file where a folder is', ['config', 'config/keys.txt']],
  ])('refuses %s', async (_label, names) => {
    const message = await refusal(names.map((name) => ({ name, content: Buffer.from('x') })));
    expect(message).toContain('twice');
  });

  it('refuses names with hidden characters or ones Windows cannot create', async () => {
    expect(await refusal([{ name: 'invoice\u202etxt.py', content: Buffer.from('x') }])).toContain(
      'hidden',
    );
    expect(await refusal([{ name: 'what?.py', content: Buffer.from('x') }])).toContain('Windows');
  });

  it('refuses more entries than the limit, before reading them', async () => {
    const entries = ['a.py', 'b.py', 'c.py', 'd.py'].map((name) => ({
      name,
      content: Buffer.from('x'),
    }));
    expect(await refusal(entries, { maxEntries: 3, maxUnpackedBytes: 1024 })).toContain(
      'more than 3 files and folders',
    );
    expect(uploadedZipLimits.maxEntries).toBeGreaterThan(100);
  });

  it('refuses a zip that unpacks to more than the limit', async () => {
    const zeros = Buffer.alloc(3 * 1024 * 1024);
    const message = await refusal([{ name: 'big.bin', content: zeros, deflate: true }], {
      maxEntries: 10,
      maxUnpackedBytes: 2 * 1024 * 1024,
    });
    expect(message).toContain('unpacks to more than 2 MB');
  });

  it('refuses a zip bomb whose headers understate what it unpacks to', async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    const bomb = rawZip([{ name: 'small.txt', content: zeros, deflate: true, claimedSize: 100 }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const message = await refusal(bomb, { maxEntries: 10, maxUnpackedBytes: 1024 * 1024 });
    expect(message).toMatch(/zip bomb|unpacks to more than/);
    const written = path.join(folder, `unpacked-${count}`, 'inside', 'small.txt');
    if (existsSync(written))
      expect((await readFile(written)).length).toBeLessThanOrEqual(1024 * 1024);
  });

  it('refuses a password-protected zip and a file that is not a zip', async () => {
    expect(
      await refusal([
        { name: 'bot.py', content: Buffer.from('secret'), deflate: true, encrypted: true },
      ]),
    ).toContain('password');
    expect(await refusal(Buffer.from('PK\u0003\u0004 but not really a zip'))).toContain(
      'could not be read as a zip',
    );
  });

  it('checks without writing when no folder is given', async () => {
    const zipPath = path.join(folder, 'check-only.zip');
    await writeFile(zipPath, rawZip([{ name: 'bot.py', content: Buffer.from('x = 1\n') }]));
    const files = await readUploadedZip(zipPath, { zipName: 'bot.zip' });
    expect(files).toEqual([
      { path: 'bot.py', sha256: sha256('x = 1\n'), sizeBytes: 6, sourcePath: null },
    ]);
  });
});
