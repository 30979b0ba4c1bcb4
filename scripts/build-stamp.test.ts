import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_ENV, staleReason, writeBuildStamp } from './build-stamp.mjs';
import { buildConstants } from './build-constants.ts';

/** A project with one source file, one test file and a complete build stamped a minute ago. */
function builtProject(env: Record<string, string> = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  mkdirSync(path.join(root, 'src'));
  mkdirSync(path.join(root, 'build'));
  writeFileSync(path.join(root, 'src', 'page.ts'), 'export {};');
  writeFileSync(path.join(root, 'src', 'page.test.ts'), 'export {};');
  const past = new Date(Date.now() - 120_000);
  utimesSync(path.join(root, 'src', 'page.ts'), past, past);
  utimesSync(path.join(root, 'src', 'page.test.ts'), past, past);
  writeBuildStamp(root, env);
  const stamped = new Date(Date.now() - 60_000);
  utimesSync(path.join(root, 'build', 'build-stamp.json'), stamped, stamped);
  const touch = (file: string) => utimesSync(path.join(root, file), new Date(), new Date());
  return { root, touch };
}

describe('build stamp', () => {
  it('asks for a build when none was completed', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
    expect(staleReason(root, {})).toBe('there is no complete build yet');
  });

  it('keeps a build that is newer than every source', () => {
    const { root } = builtProject();
    expect(staleReason(root, {})).toBeNull();
  });

  it('asks for a build once a source changed, naming it', () => {
    const { root, touch } = builtProject();
    touch('src/page.ts');
    expect(staleReason(root, {})).toBe(
      `${path.join('src', 'page.ts')} changed since the last build`,
    );
  });

  it('needs no build for a changed test', () => {
    const { root, touch } = builtProject();
    touch('src/page.test.ts');
    expect(staleReason(root, {})).toBeNull();
  });

  it('asks for a build when the pages would carry another PUBLIC_URL, unless none are served', () => {
    const { root } = builtProject({ PUBLIC_URL: 'https://shop.example' });
    expect(staleReason(root, { PUBLIC_URL: 'https://shop.example' })).toBeNull();
    expect(staleReason(root, {})).toBe('PUBLIC_URL differs from the one the build used');
    expect(staleReason(root, undefined)).toBeNull();
  });

  it('records every variable the front-end build reads, and only those', () => {
    const base = { PUBLIC_URL: 'https://shop.example', SELLER_NAME: 'A', SELLER_ADDRESS: 'B' };
    const withOthers = {
      ...base,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x/y',
      HOST: 'h',
    };
    expect(buildConstants(withOthers)).toEqual(buildConstants(base));
    for (const name of BUILD_ENV) {
      const other =
        {
          PORT: '8080',
          PUBLIC_URL: 'https://other.example',
          SETUP_VIDEO_URL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        }[name] ?? 'Z';
      const changed = { ...base, PUBLIC_URL: undefined, [name]: other };
      expect(buildConstants(changed), name).not.toEqual(
        buildConstants({ ...base, PUBLIC_URL: undefined }),
      );
    }
  });
});
