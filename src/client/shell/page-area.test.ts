import { describe, expect, it } from 'vitest';
import { adminAreaHandle, inAdminArea } from './page-area.ts';

describe('inAdminArea', () => {
  it('is true when a matched route carries the admin handle', () => {
    expect(inAdminArea([{ handle: undefined }, { handle: adminAreaHandle }])).toBe(true);
  });

  it('is false for shop pages, other handles and no handle at all', () => {
    expect(inAdminArea([])).toBe(false);
    expect(inAdminArea([{ handle: undefined }, { handle: null }])).toBe(false);
    expect(inAdminArea([{ handle: { area: 'shop' } }, { handle: 'admin' }])).toBe(false);
  });
});
