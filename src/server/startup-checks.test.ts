import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDataDir,
  databaseStartupError,
  StartupError,
  withDeadline,
} from './startup-checks.ts';

describe('start-up checks', () => {
  it('accepts a folder it can create and write, and leaves nothing behind', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'shop-check-'));
    const dataDir = path.join(root, 'new', 'data');
    await checkDataDir(dataDir);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(dataDir)).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });

  it('refuses system folders at once, naming DATA_DIR', async () => {
    await expect(checkDataDir('/proc/shop')).rejects.toThrow(
      /^DATA_DIR: \/proc\/shop is inside \/proc/,
    );
  });

  it('says when a file is in the way', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'shop-check-'));
    await writeFile(path.join(root, 'file'), 'x');
    await expect(checkDataDir(path.join(root, 'file', 'data'))).rejects.toThrow(
      /^DATA_DIR: cannot write to .* \(a file is in the way of the folder\)/,
    );
    await rm(root, { recursive: true, force: true });
  });

  it('words driver errors for DATABASE_URL', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(databaseStartupError('postgres://127.0.0.1:1/x', refused).message).toBe(
      'DATABASE_URL: could not use the PostgreSQL database: nothing is listening at 127.0.0.1:1 (connection refused). Check that PostgreSQL is running and that the URL is right.',
    );
    const auth = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    expect(databaseStartupError('postgres://u@db/x', auth).message).toMatch(
      /refused the user name or password/,
    );
  });

  it('gives up on work that hangs', async () => {
    const never = new Promise(() => undefined);
    await expect(withDeadline(never, 20, () => new StartupError('too slow'))).rejects.toThrow(
      'too slow',
    );
  });
});
