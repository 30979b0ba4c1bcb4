import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { backupCommand, restoreCommand } from './backup-cli.ts';

describe('npm run backup / restore', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'backup-cli-'));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterAll(async () => {
    errors.mockRestore();
    vi.unstubAllEnvs();
    await rm(folder, { recursive: true, force: true });
  });

  it.each([
    [() => backupCommand([]), 'Usage: npm run backup -- <file>'],
    [() => backupCommand(['a', 'b']), 'Usage: npm run backup -- <file>'],
    [() => restoreCommand(['--force']), 'Usage: npm run restore -- <file> [--force]'],
    [() => restoreCommand(['a', 'b']), 'Usage: npm run restore -- <file> [--force]'],
  ])('says how to call it when the arguments are wrong (%#)', async (run, message) => {
    expect(await run()).toBe(2);
    expect(errors).toHaveBeenLastCalledWith(message);
  });

  it('says in one line that a file is missing or is not a backup', async () => {
    vi.stubEnv('DATA_DIR', path.join(folder, 'data'));
    vi.stubEnv('DATABASE_URL', '');
    expect(await restoreCommand([path.join(folder, 'missing.backup')])).toBe(1);
    expect(errors).toHaveBeenLastCalledWith(`No such file: ${path.join(folder, 'missing.backup')}`);
    const notes = path.join(folder, 'notes.txt');
    await writeFile(notes, 'not a backup');
    expect(await restoreCommand([notes])).toBe(1);
    expect(errors).toHaveBeenLastCalledWith(`${notes} is not a backup made by npm run backup.`);
  });
});
