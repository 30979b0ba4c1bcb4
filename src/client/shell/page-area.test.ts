import { describe, expect, it } from 'vitest';
import {
  adminAreaHandle,
  inAdminArea,
  loadingAreaAttribute,
  loadingAreaScript,
} from './page-area.ts';

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

describe('loadingAreaScript', () => {
  const run = (pathname: string) => {
    const attributes = new Map<string, string>();
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    new Function('location', 'document', loadingAreaScript)({ pathname }, document);
    return attributes.get(loadingAreaAttribute);
  };

  it('marks the admin area’s addresses while their code loads', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/orders/7', '/art-admin']) {
      expect(run(path), path).toBe('admin');
    }
  });

  it('leaves the shop’s addresses alone', () => {
    for (const path of ['/', '/checkout', '/administrator', '/art-administration', '/blog/admin']) {
      expect(run(path), path).toBeUndefined();
    }
  });
});
