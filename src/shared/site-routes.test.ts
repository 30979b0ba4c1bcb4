import { describe, expect, it } from 'vitest';
import {
  clientOnlyPaths,
  isClientOnlyPath,
  normalizePath,
  notFoundPageFor,
  prerenderedPaths,
  publicPaths,
} from './site-routes.ts';

describe('site routes', () => {
  it('prerenders every public page, the not-found page, the demo and checkout, no other client-only page', () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining([...publicPaths, '/404', '/demo', '/checkout']));
    const prerendered: string[] = ['/demo', '/checkout'];
    for (const path of clientOnlyPaths.filter((clientPath) => !prerendered.includes(clientPath))) {
      expect(paths).not.toContain(path);
    }
  });

  it('recognises client-only paths with or without a trailing slash', () => {
    expect(isClientOnlyPath('/checkout')).toBe(true);
    expect(isClientOnlyPath('/admin/files/')).toBe(true);
    expect(isClientOnlyPath('/pricing')).toBe(false);
    expect(isClientOnlyPath('/admin/unknown')).toBe(false);
    expect(isClientOnlyPath('/admin/orders/42')).toBe(true);
    expect(isClientOnlyPath('/admin/messages/7')).toBe(true);
    expect(isClientOnlyPath('/admin/messages/x')).toBe(false);
    for (const screen of ['/admin/orders', '/admin/messages', '/admin/mail']) {
      expect(isClientOnlyPath(screen)).toBe(true);
    }
    expect(isClientOnlyPath('/admin/orders/0')).toBe(false);
    expect(isClientOnlyPath('/admin/orders/abc')).toBe(false);
    expect(isClientOnlyPath('/digital-collectibles/verify/ABCDE-FGHJK-LMNPQ-RSTUV')).toBe(true);
    expect(isClientOnlyPath('/digital-collectibles/verify/')).toBe(false);
    expect(isClientOnlyPath('/digital-collectibles')).toBe(false);
  });

  it('keeps the root path as it is', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/blog/')).toBe('/blog');
  });
});

describe('not-found pages', () => {
  it('uses the blog’s own not-found states below /blog/', () => {
    expect(notFoundPageFor('/blog/no-such-post')).toBe('/blog/post-not-found');
    expect(notFoundPageFor('/blog/category/nope/')).toBe('/blog/category/category-not-found');
    expect(notFoundPageFor('/nope')).toBe('/404');
    expect(notFoundPageFor('/blog')).toBe('/404');
  });
});
