import { describe, expect, it } from 'vitest';
import {
  deferHydration,
  dependenciesFirst,
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
// What each built module imports: the route modules import the shell, which imports React.
const builtImports: Record<string, string[]> = {
  '/assets/root-2.js': ['/assets/framework-5.js', '/assets/site-6.js'],
  '/assets/home-3.js': ['/assets/site-6.js', '/assets/framework-5.js'],
  '/assets/site-6.js': ['/assets/framework-5.js'],
  '/assets/entry.client-4.js': ['/assets/framework-5.js'],
};
const staticImports = (url: string) => builtImports[url] ?? [];
const page = (script: string) =>
  `<html><head>${['manifest-1', 'entry.client-4', 'root-2', 'home-3', 'site-6', 'framework-5']
    .map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`)
    .join('')}</head>` +
  `<body><h1>Hi</h1><script>window.__reactRouterContext={}</script><script type="module" async="">${script}</script></body></html>`;

/**
 * Runs a deferred boot script in a hidden tab (it hydrates at once), with `import()` recorded and
 * each timer's callback run only when the test says: every task of the script, one at a time.
 */
function bootInTasks(script: string) {
  const imported: string[] = [];
  const head: string[] = [];
  const timers: (() => void)[] = [];
  const fakeWindow: Record<string, unknown> = {};
  const fakeDocument = {
    readyState: 'complete',
    visibilityState: 'hidden',
    addEventListener: () => undefined,
    createElement: () => ({}),
    head: { appendChild: (link: { href: string }) => head.push(link.href) },
  };
  const run = new Function(
    'document',
    'window',
    'load',
    'setTimeout',
    `${script.replace(/import\(/g, 'load(')}`,
  );
  run(
    fakeDocument,
    fakeWindow,
    (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
    (callback: () => void) => timers.push(callback),
  );
  /** Lets the imports settle, then runs the next timer: the script's next task. */
  const nextTask = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    timers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { imported, head, fakeWindow, nextTask, timersWaiting: () => timers.length };
}

describe('deferHydration', () => {
  const html = deferHydration(page(boot), staticImports);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('leaves no preload and no static import to fetch before the first paint', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain(
      'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(hydrate)})})',
    );
  });

  it('preloads every module at once after the paint, then evaluates one per task, each after what it imports', async () => {
    const boot = bootInTasks(script);
    expect(boot.head).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-4.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
      '/assets/site-6.js',
      '/assets/framework-5.js',
    ]);
    const warmUp = [
      '/assets/manifest-1.js',
      '/assets/framework-5.js',
      '/assets/site-6.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
    ];
    for (const [task, module] of warmUp.entries()) {
      expect(boot.imported.at(-1), `task ${task}`).toBe(module);
      expect(boot.imported).toHaveLength(task + 1);
      await boot.nextTask();
    }
    // Then React Router's own boot, as it wrote it: routes, their names, then its entry.
    expect(boot.imported.slice(warmUp.length)).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
      '/assets/entry.client-4.js',
    ]);
    expect(boot.fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-2.js' },
      'routes/home': { url: '/assets/home-3.js' },
    });
    expect(boot.timersWaiting()).toBe(0);
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

describe('dependenciesFirst', () => {
  it('puts each module after the ones it imports, keeping the given order otherwise', () => {
    expect(
      dependenciesFirst(
        ['/a.js', '/b.js', '/c.js', '/d.js'],
        (url) => ({ '/a.js': ['/c.js'], '/c.js': ['/d.js', '/elsewhere.js'] })[url] ?? [],
      ),
    ).toEqual(['/d.js', '/c.js', '/a.js', '/b.js']);
  });

  it('ends on a cycle, each module once', () => {
    expect(
      dependenciesFirst(
        ['/a.js', '/b.js'],
        (url) => ({ '/a.js': ['/b.js'], '/b.js': ['/a.js'] })[url] ?? [],
      ),
    ).toEqual(['/b.js', '/a.js']);
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
