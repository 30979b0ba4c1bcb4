import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminNavEntries, adminScreens } from './admin-screens.ts';

const routes = readFileSync(new URL('../../routes.ts', import.meta.url), 'utf8');

describe('adminScreens', () => {
  it('gives every screen its own name and its own address', () => {
    const names = adminNavEntries.map((screen) => screen.name);
    const paths = adminNavEntries.map((screen) => screen.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has one screen called Dashboard, and the purchases screen is not a second one', () => {
    expect(adminNavEntries.filter((screen) => /dashboard/i.test(screen.name))).toEqual([
      adminScreens.dashboard,
    ]);
  });

  it('names only addresses the router serves', () => {
    for (const { path } of adminNavEntries) {
      expect(routes).toContain(`route('${path.slice(1)}', `);
    }
  });

  it('reaches orders, purchases, customers, sales, files, releases, discount codes, messages, art, manual delivery and mail', () => {
    expect(Object.keys(adminScreens)).toEqual([
      'dashboard',
      'orders',
      'purchases',
      'customers',
      'sales',
      'files',
      'releases',
      'discountCodes',
      'messages',
      'mail',
      'art',
      'manualDelivery',
      'staff',
    ]);
  });
});
