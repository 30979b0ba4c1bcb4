import { describe, expect, it } from 'vitest';
import {
  AdminLoginRequestSchema,
  adminPasswordLength,
  nextAfterSignIn,
  SIGN_IN_FAILED_MESSAGE,
} from './auth.ts';

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

describe('AdminLoginRequestSchema', () => {
  it('takes the longest password an admin may set, counted in characters as people see them', () => {
    const longest = '🔑'.repeat(adminPasswordLength.max);
    const signIn = { email: 'owner@example.com', password: longest };
    expect(AdminLoginRequestSchema.safeParse(signIn).success).toBe(true);
    expect(
      AdminLoginRequestSchema.safeParse({ ...signIn, password: `${longest}x` }).error?.issues[0]
        ?.message,
    ).toBe(SIGN_IN_FAILED_MESSAGE);
  });
});
