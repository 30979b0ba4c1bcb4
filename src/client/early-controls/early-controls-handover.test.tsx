// @vitest-environment jsdom
import { act, type ReactElement } from 'react';
// React's own prerenderer, which the layer rule's `**/server` pattern also matches: the test needs
// the page as the build writes it. Nothing of src/server is imported.
// eslint-disable-next-line no-restricted-imports
import { renderToString } from 'react-dom/server';
import { BrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import faqItems from '../content/site/faq.md';
import { setupGuideTabs } from '../content/site/setup-guide.ts';
import { FaqList } from '../features/faq/faq-list.tsx';
import { buildAnchorIndex } from '../features/guides/guide-anchors.ts';
import { SetupGuideTabs } from '../features/guides/setup-guide-tabs.tsx';
import { handOverToReact, ISLAND_HYDRATED } from './hand-over.ts';
import { builtPageHarness } from './testing/built-page.tsx';

// The setup guide's tabs before React, and the hand-over: to React for the whole page, or
// island by island as each hydrates (testing/built-page.tsx).

const page = builtPageHarness();
const { built, hydrate, press, button } = page;

describe('the setup guide tabs before hydration', () => {
  const anchorIndex = buildAnchorIndex(setupGuideTabs);
  const guide = (
    <BrowserRouter>
      <SetupGuideTabs tabs={setupGuideTabs} anchorIndex={anchorIndex} />
    </BrowserRouter>
  );
  const tab = (id: string) => page.container.querySelector(`[role="tab"][data-tab="${id}"]`);
  const selected = () =>
    [...page.container.querySelectorAll('[role="tab"][aria-selected="true"]')].map((each) =>
      each.getAttribute('data-tab'),
    );
  const shownPanels = () =>
    [...page.container.querySelectorAll('[role="tabpanel"][data-state="active"]')].map(
      (panel) => panel.id,
    );

  it('selects a tab, shows its panel only, and puts it in the address', async () => {
    built(guide);
    await press(tab('vps-deploy'));
    expect(selected()).toEqual(['vps-deploy']);
    expect(tab('vps-deploy')?.getAttribute('data-state')).toBe('active');
    expect(shownPanels()).toEqual([tab('vps-deploy')?.getAttribute('aria-controls')]);
    expect(window.location.hash).toBe('#vps-deploy');
  });

  it('moves on with the Next button, to the tab it names, and focuses that tab', async () => {
    built(guide);
    await press(button('Next: Local Setup'));
    expect(selected()).toEqual(['local-setup']);
    expect(document.activeElement).toBe(tab('local-setup'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('hydrates on the tab it chose, and React switches tabs from there', async () => {
    built(guide);
    await press(tab('using-bot'));
    await hydrate(guide);
    expect(page.errors).toEqual([]);
    expect(selected()).toEqual(['using-bot']);

    await act(async () => {
      tab('overview')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(selected()).toEqual(['overview']);
    expect(window.location.hash).toBe('#overview');
  });
});

describe('once React has the page', () => {
  it('the early script leaves every press to React', async () => {
    built(<FaqList items={faqItems} />);
    handOverToReact();
    const question = faqItems[0]?.question ?? '';
    await press(button(question));
    expect(button(question)?.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('on a page of islands, each handed over when it hydrates', () => {
  const question = faqItems[1]?.question ?? '';
  const islandWith = (name: string, element: ReactElement) => {
    const island = document.createElement('div');
    island.dataset.island = name;
    island.innerHTML = renderToString(element);
    page.container.append(island);
    return island;
  };
  const questionIn = (island: HTMLElement) =>
    [...island.querySelectorAll('button')].find((each) => each.textContent === question) ?? null;

  it('answers in an island React has not started, and leaves an island React has to it', async () => {
    built(<></>);
    const early = islandWith('faq', <FaqList items={faqItems} />);
    const taken = islandWith('pricing', <FaqList items={faqItems} />);
    handOverToReact(taken);
    // The islands seen at load are done; this one hydrates later, when seen or touched.
    document.documentElement.setAttribute('data-hydrated', '');
    await act(async () => questionIn(taken)?.click());
    expect(questionIn(taken)?.getAttribute('aria-expanded')).toBe('false');
    await act(async () => questionIn(early)?.click());
    expect(questionIn(early)?.getAttribute('aria-expanded')).toBe('true');

    // The late island hydrates with what the visitor opened, long after the page's mark.
    await hydrate(<FaqList items={faqItems} />, early);
    early.setAttribute(ISLAND_HYDRATED, '');
    expect(page.errors).toEqual([]);
    expect(questionIn(early)?.getAttribute('aria-expanded')).toBe('true');
    await act(async () => questionIn(early)?.click());
    expect(questionIn(early)?.getAttribute('aria-expanded')).toBe('false');
    expect(page.errors).toEqual([]);
  });
});
