import { describe, expect, it } from 'vitest';
import {
  deferHydration,
  hydrateIslandsAfterPaint,
  scriptsLoadedAfterPaint,
} from './defer-hydration.ts';
import { UnexpectedPageError } from './unexpected-page-error.ts';

// The shape React Router 7 prerenders: preloads in the head, a module script that imports the
// manifest and route modules statically, then the client entry.
const boot = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/home-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n');
const page = (script: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-5.js"/></head>` +
  `<body><h1>Hi</h1><script>window.__reactRouterContext={}</script><script type="module" async="">${script}</script></body></html>`;

describe('deferHydration', () => {
  const html = deferHydration(page(boot));
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('leaves no preload and no static import to fetch before the first paint', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain(
      'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(hydrate)})})',
    );
  });

  it('preloads and imports after the paint what React Router did, then the entry', () => {
    const hydrate = new Function(
      'document',
      'window',
      'load',
      `${script.replace(/import\(/g, 'load(')}; return hydrate;`,
    );
    const loaded: string[] = [];
    const head: string[] = [];
    const fakeWindow: Record<string, unknown> = {};
    const fakeDocument = {
      readyState: 'complete',
      visibilityState: 'hidden',
      addEventListener: () => undefined,
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => head.push(link.href) },
    };
    const load = (url: string) => {
      loaded.push(url);
      return Promise.resolve({ url });
    };
    hydrate(fakeDocument, fakeWindow, load);
    expect(head).toEqual(['/assets/manifest-1.js', '/assets/framework-5.js']);
    return new Promise((resolve) => setTimeout(resolve)).then(() => {
      expect(loaded).toEqual([
        '/assets/manifest-1.js',
        '/assets/root-2.js',
        '/assets/home-3.js',
        '/assets/entry.client-4.js',
      ]);
      expect(fakeWindow.__reactRouterRouteModules).toEqual({
        root: { url: '/assets/root-2.js' },
        'routes/home': { url: '/assets/home-3.js' },
      });
    });
  });

  it('keeps the other inline scripts as they are', () => {
    expect(html).toContain('<script>window.__reactRouterContext={}</script>');
  });

  it('stops the build on a boot script it does not know', () => {
    expect(() => deferHydration(page(`${boot}\nconsole.log("new");`))).toThrow(UnexpectedPageError);
  });

  it('leaves a page without scripts alone', () => {
    expect(deferHydration('<html><body>static</body></html>')).toBe(
      '<html><body>static</body></html>',
    );
  });
});

describe('hydrateIslandsAfterPaint', () => {
  const html = hydrateIslandsAfterPaint(deferHydration(page(boot)), '/assets/home-islands-6.js', [
    '/assets/shared-7.js',
  ]);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it("loads the islands' entry and its imports after the paint, and nothing of React Router", () => {
    expect(scriptsLoadedAfterPaint(html)).toEqual([
      '/assets/home-islands-6.js',
      '/assets/shared-7.js',
    ]);
    expect(script).toContain('import("/assets/home-islands-6.js")');
    expect(script).not.toContain('entry.client');
    expect(script).not.toContain('__reactRouterRouteModules');
    expect(script).toContain('requestAnimationFrame(function(){requestAnimationFrame(');
  });

  it('keeps the rest of the page', () => {
    expect(html).toContain('<h1>Hi</h1>');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('stops the build on a page without a boot script', () => {
    expect(() => hydrateIslandsAfterPaint('<html></html>', '/a.js', [])).toThrow(
      UnexpectedPageError,
    );
  });
});
