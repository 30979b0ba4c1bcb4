// @vitest-environment jsdom
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// React's own prerenderer, which the layer rule's `**/server` pattern also matches: the test needs
// the page as the build writes it. Nothing of src/server is imported.
// eslint-disable-next-line no-restricted-imports
import { renderToString } from 'react-dom/server';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import faqItems from '../content/site/faq.md';
import { setupGuideTabs } from '../content/site/setup-guide.ts';
import { FaqList } from '../features/faq/faq-list.tsx';
import { buildAnchorIndex } from '../features/guides/guide-anchors.ts';
import { SetupGuideTabs } from '../features/guides/setup-guide-tabs.tsx';
import { Header } from '../shell/header.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { earlyControlsScript } from './early-controls-script.ts';
import { handOverToReact, HYDRATION_STARTED, ISLAND_HYDRATED } from './hand-over.ts';

// The page as built (renderToString, as the prerender), pressed before React runs, then hydrated
// as the browser would: React must start from what the early script left, with no mismatch (in
// development React reports any attribute that differs) and no click answered twice.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root | undefined;
let errors: unknown[][];

beforeAll(() => {
  // Once, as the page's <head> runs it once: its listeners stay on the document.
  new Function(earlyControlsScript())();
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(HYDRATION_STARTED);
  document.documentElement.removeAttribute('data-hydrated');
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
  Element.prototype.scrollIntoView = vi.fn();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The page as the build wrote it: markup only, no React handler. */
function built(element: ReactElement): void {
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
}

/** React takes over, as src/client/entry.client.tsx does, and marks the end as the app does. */
async function hydrate(element: ReactElement): Promise<void> {
  handOverToReact();
  await act(async () => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => errors.push(['recoverable', error]),
    });
  });
  document.documentElement.setAttribute('data-hydrated', '');
}

const press = async (element: Element | null) => {
  await act(async () => (element as HTMLElement).click());
};
const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (each) => each.getAttribute('aria-label') === name || each.textContent === name,
  ) ?? null;
const panelOf = (control: Element | null) =>
  document.getElementById(control?.getAttribute('aria-controls') ?? '');

describe('the FAQ before hydration', () => {
  const [first, second] = faqItems.map((item) => item.question) as [string, string];

  it('opens an answer, one at a time, and closes the open one', async () => {
    built(<FaqList items={faqItems} />);
    await press(button(first));
    expect(button(first)?.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(button(first))?.hidden).toBe(false);
    expect(panelOf(button(first))?.textContent?.length).toBeGreaterThan(20);

    await press(button(second));
    expect(button(second)?.getAttribute('aria-expanded')).toBe('true');
    expect(button(first)?.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button(first))?.hidden).toBe(true);

    await press(button(second));
    expect(button(second)?.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button(second))?.hidden).toBe(true);
  });

  it('hydrates with the answer it opened, and React answers the next press alone', async () => {
    built(<FaqList items={faqItems} />);
    await press(button(second));
    await hydrate(<FaqList items={faqItems} />);
    expect(errors).toEqual([]);
    expect(button(second)?.getAttribute('aria-expanded')).toBe('true');

    await press(button(second));
    expect(button(second)?.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button(second))?.hidden).toBe(true);
    await press(button(first));
    expect(button(first)?.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('the menu before hydration', () => {
  const header = (
    <BrowserRouter>
      <Header />
    </BrowserRouter>
  );

  it('opens with "Open menu", is then called "Close menu", and Escape closes it', async () => {
    built(header);
    const menu = document.getElementById('mobile-menu');
    expect(menu?.hidden).toBe(true);
    await press(button('Open menu'));
    expect(menu?.hidden).toBe(false);
    expect(button('Close menu')?.getAttribute('aria-expanded')).toBe('true');

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu?.hidden).toBe(true);
    expect(button('Open menu')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('hydrates open, and React closes it on the next press', async () => {
    built(header);
    await press(button('Open menu'));
    await hydrate(header);
    expect(errors).toEqual([]);
    expect(document.getElementById('mobile-menu')?.hidden).toBe(false);

    await press(button('Close menu'));
    expect(document.getElementById('mobile-menu')?.hidden).toBe(true);
    expect(button('Open menu')).not.toBeNull();
  });
});

describe('the header without React (pages that load it on demand)', () => {
  const header = (
    <BrowserRouter>
      <Header />
    </BrowserRouter>
  );
  const banner = () => container.querySelector('header');

  it('turns solid once scrolled past its threshold, and hydrates as it shows', async () => {
    built(header);
    expect(banner()?.getAttribute('data-scrolled')).toBe('false');
    vi.stubGlobal('scrollY', 11);
    window.dispatchEvent(new Event('scroll'));
    expect(banner()?.getAttribute('data-scrolled')).toBe('true');
    await hydrate(header);
    expect(errors).toEqual([]);
    expect(banner()?.getAttribute('data-scrolled')).toBe('true');
  });

  it('closes the menu when one of the header’s links is followed', async () => {
    built(header);
    await press(button('Open menu'));
    const link = document.getElementById('mobile-menu')?.querySelector('a[href="/pricing"]');
    link?.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    await press(link ?? null);
    expect(document.getElementById('mobile-menu')?.hidden).toBe(true);
    expect(button('Open menu')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a theme chosen in another tab', () => {
    built(<ThemeToggle />);
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(button('Use system theme')?.getAttribute('data-theme-preference')).toBe('dark');
  });
});

describe('the theme control before hydration', () => {
  it('sets the next theme, stores it, and names the one after it', async () => {
    built(<ThemeToggle />);
    await press(button('Use dark theme'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    const toggle = button('Use system theme');
    expect(toggle?.getAttribute('title')).toBe('Theme: dark. Switch to system.');
    expect(toggle?.getAttribute('data-theme-preference')).toBe('dark');
  });

  it('shows the stored theme once the page is parsed, and goes on from it', async () => {
    localStorage.setItem('theme', 'dark');
    built(<ThemeToggle />);
    expect(button('Use dark theme')).not.toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(button('Use system theme')?.getAttribute('data-theme-preference')).toBe('dark');

    await press(button('Use system theme'));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(button('Use light theme')).not.toBeNull();
  });

  it('once the page is parsed, changes nothing already shown and reads no layout', () => {
    built(
      <BrowserRouter>
        <Header />
      </BrowserRouter>,
    );
    // The default theme, as built: the theme control already says so.
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    let layoutReads = 0;
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        layoutReads += 1;
        return 0;
      },
    });
    try {
      document.dispatchEvent(new Event('DOMContentLoaded'));
    } finally {
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    }
    const written = setAttribute.mock.calls.map(([name]) => name);
    setAttribute.mockRestore();
    expect(written).toEqual([]);
    expect(layoutReads, 'scrollY makes the browser lay the page out').toBe(0);
  });

  it('hydrates showing the stored theme, with no mismatch', async () => {
    localStorage.setItem('theme', 'system');
    built(<ThemeToggle />);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await hydrate(<ThemeToggle />);
    expect(errors).toEqual([]);
    expect(button('Use light theme')?.getAttribute('data-theme-preference')).toBe('system');
  });

  it('hydrates as it left the button, and React sets the next theme', async () => {
    built(<ThemeToggle />);
    await press(button('Use dark theme'));
    await hydrate(<ThemeToggle />);
    expect(errors).toEqual([]);
    await press(button('Use system theme'));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(button('Use light theme')?.getAttribute('data-theme-preference')).toBe('system');
  });
});

describe('the setup guide tabs before hydration', () => {
  const anchorIndex = buildAnchorIndex(setupGuideTabs);
  const guide = (
    <BrowserRouter>
      <SetupGuideTabs tabs={setupGuideTabs} anchorIndex={anchorIndex} />
    </BrowserRouter>
  );
  const tab = (id: string) => container.querySelector(`[role="tab"][data-tab="${id}"]`);
  const selected = () =>
    [...container.querySelectorAll('[role="tab"][aria-selected="true"]')].map((each) =>
      each.getAttribute('data-tab'),
    );
  const shownPanels = () =>
    [...container.querySelectorAll('[role="tabpanel"][data-state="active"]')].map(
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
    expect(errors).toEqual([]);
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
    container.append(island);
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
    handOverToReact(early);
    await act(async () => {
      root = hydrateRoot(early, <FaqList items={faqItems} />, {
        onRecoverableError: (error) => errors.push(['recoverable', error]),
      });
    });
    early.setAttribute(ISLAND_HYDRATED, '');
    expect(errors).toEqual([]);
    expect(questionIn(early)?.getAttribute('aria-expanded')).toBe('true');
    await act(async () => questionIn(early)?.click());
    expect(questionIn(early)?.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });
});
