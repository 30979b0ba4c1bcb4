// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { homeIslands } from '../../src/client/islands/home-islands.tsx';
import type { IslandName } from '../../src/client/islands/island.tsx';

// The island build maps React Router to plain links (scripts/build-islands.ts); so does this test.
vi.mock('react-router', () => import('../../src/client/islands/page-links.tsx'));

// The home page hydrates its islands one by one (src/client/islands/home-entry.tsx). Each must
// render what the prerendered page holds inside it, or React throws that part away and draws it
// again. Compared here with the real build (npm test builds first), so any drift fails.
const builtHome = new DOMParser().parseFromString(
  readFileSync(path.resolve('build/client/index.html'), 'utf8'),
  'text/html',
);

/**
 * The markup as the browser reads it, with React's generated ids (`_R_…_`, which depend on where
 * a component sits in its tree) numbered by first use, so that what refers to what still counts,
 * and without React Router's `data-discover` hint on links.
 */
function normalized(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const ids = new Map<string, string>();
  return holder.innerHTML.replace(/ data-discover="true"/g, '').replace(/_R_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id) as string;
  });
}

describe('the home page islands', () => {
  const containers = [...builtHome.querySelectorAll<HTMLElement>('[data-island]')];

  it('are all in the built page, and the page has no other', () => {
    expect(containers.map((container) => container.dataset.island).sort()).toEqual(
      Object.keys(homeIslands).sort(),
    );
  });

  it.each(Object.keys(homeIslands))('%s renders exactly what the page holds', (name) => {
    const container = containers.find((element) => element.dataset.island === name);
    const island = homeIslands[name as IslandName];
    expect(normalized(renderToString(createElement(island)))).toBe(
      normalized(container?.innerHTML ?? 'missing'),
    );
  });
});
