import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportsOf } from '../../scripts/defer-built-hydration.ts';
import { scriptsLoadedAfterPaint } from '../../scripts/defer-hydration.ts';

// The built pages that React Router hydrates whole evaluate their modules one per task after the
// paint, each after what it imports (scripts/defer-hydration.ts): read from the real build.
const client = path.resolve('build/client');
const pagesHydratedWhole = ['demo/index.html', 'how-it-works/index.html', '__spa-fallback.html'];

describe.each(pagesHydratedWhole.map((page) => [page]))('the built %s', (page) => {
  const html = readFileSync(path.join(client, page), 'utf8');
  const warm = JSON.parse(/var warm=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
  const preloads = scriptsLoadedAfterPaint(html);

  it('evaluates every module it preloads but the entry, each after the modules it imports', () => {
    const entry = preloads.find((url) => /\/entry\.client-[\w-]+\.js$/.test(url));
    expect(entry).toBeDefined();
    expect([...warm].sort()).toEqual(preloads.filter((url) => url !== entry).sort());
    for (const [position, url] of warm.entries()) {
      const source = readFileSync(path.join(client, url), 'utf8');
      for (const imported of staticImportsOf(source, url)) {
        if (warm.includes(imported)) expect(warm.indexOf(imported), url).toBeLessThan(position);
      }
    }
    // React, imported by every module of the shell, comes before them.
    expect(warm.findIndex((url) => url.includes('/framework-'))).toBeLessThan(
      warm.findIndex((url) => url.includes('/root-')),
    );
  });
});
