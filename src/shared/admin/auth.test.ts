import { describe, expect, it } from 'vitest';
import { nextAfterSignIn } from './auth.ts';

describe('nextAfterSignIn', () => {
  it.each([
    ['/admin/files', '/admin/files'],
    ['/admin/files?tab=package', '/admin/files?tab=package'],
    ['/admin', '/admin'],
    ['/art-admin', '/art-admin'],
  ])('follows %s', (next, target) => {
    expect(nextAfterSignIn(next)).toBe(target);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/administrator',
    '/checkout',
    '/admin/login?next=/admin',
  ])('goes to /admin instead of %j', (next) => {
    expect(nextAfterSignIn(next)).toBe('/admin');
  });
});
