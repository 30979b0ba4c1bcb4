// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { islandEntries, type IslandEntryName, pageFile } from '../../scripts/island-pages.ts';
import { checkoutIslands } from '../../src/client/islands/checkout-islands.tsx';
import { faqIslands } from '../../src/client/islands/faq-islands.tsx';
import { homeIslands } from '../../src/client/islands/home-islands.tsx';
import type { PageIslands } from '../../src/client/islands/hydrate-islands.tsx';
import type { IslandName } from '../../src/client/islands/island.tsx';
import { islandsWithoutReact } from '../../src/client/islands/islands-without-react.ts';
import { pricingIslands } from '../../src/client/islands/pricing-islands.tsx';

// The island build maps React Router to plain links (scripts/build-islands.ts); so does this test.
vi.mock('react-router', () => import('../../src/client/islands/page-links.tsx'));

// The island pages (scripts/island-pages.ts) hydrate their islands one by one (src/client/islands/
// hydrate-islands.tsx). Each must render what the prerendered page holds inside it, or React
// throws that part away and draws it again. Compared here with the real build (npm test builds
// first), so any drift fails. The pages that load React on demand leave some islands to the
// early script for good (islands-without-react.ts): React never hydrates those there.
const islandsOf: Record<IslandEntryName, { react: PageIslands; withoutReact: readonly string[] }> =
  {
    'home-islands': { react: homeIslands, withoutReact: islandsWithoutReact.home },
    'pricing-islands': { react: pricingIslands, withoutReact: islandsWithoutReact.pricing },
    'faq-islands': { react: faqIslands, withoutReact: islandsWithoutReact.faq },
    'checkout-islands': { react: checkoutIslands, withoutReact: islandsWithoutReact.checkout },
    'shell-islands': { react: {}, withoutReact: islandsWithoutReact.shell },
  };

const builtPage = (pagePath: string) =>
  new DOMParser().parseFromString(
    readFileSync(path.resolve('build/client', pageFile(pagePath)), 'utf8'),
    'text/html',
  );

const pages = Object.entries(islandEntries).flatMap(([entry, { paths }]) =>
  paths().map((pagePath) => [pagePath, islandsOf[entry as IslandEntryName]] as const),
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

describe.each(pages)('the islands of %s', (pagePath, { react: islands, withoutReact }) => {
  const containers = [...builtPage(pagePath).querySelectorAll<HTMLElement>('[data-island]')];

  it('are all in the built page, and the page has no other', () => {
    expect(containers.map((container) => container.dataset.island).sort()).toEqual(
      [...Object.keys(islands), ...withoutReact].sort(),
    );
  });

  it.skipIf(Object.keys(islands).length === 0).each(Object.keys(islands))(
    '%s renders exactly what the page holds',
    (name) => {
      // The header marks the page it is on from the address, as it does in the browser.
      window.history.replaceState(null, '', pagePath);
      const container = containers.find((element) => element.dataset.island === name);
      const island = islands[name as IslandName];
      expect(island, name).toBeDefined();
      expect(normalized(renderToString(createElement(island ?? 'div')))).toBe(
        normalized(container?.innerHTML ?? 'missing'),
      );
    },
  );
});
