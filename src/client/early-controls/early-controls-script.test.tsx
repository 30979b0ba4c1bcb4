// @vitest-environment jsdom
import { BrowserRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import faqItems from '../content/site/faq.md';
import { FaqList } from '../features/faq/faq-list.tsx';
import { Header } from '../shell/header.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { builtPageHarness } from './testing/built-page.tsx';

// The FAQ, the menu, the header and the theme control answer before React runs, and React
// starts from what they left (testing/built-page.tsx).

const page = builtPageHarness();
const { built, hydrate, press, button, panelOf } = page;

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
    expect(page.errors).toEqual([]);
    expect(button(second)?.getAttribute('aria-expanded')).toBe('true');

    await press(button(second));
    expect(button(second)?.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button(second))?.hidden).toBe(true);
    await press(button(first));
    expect(button(first)?.getAttribute('aria-expanded')).toBe('true');
    expect(page.errors).toEqual([]);
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
    expect(page.errors).toEqual([]);
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
  const banner = () => page.container.querySelector('header');

  it('turns solid once scrolled past its threshold, and hydrates as it shows', async () => {
    built(header);
    expect(banner()?.getAttribute('data-scrolled')).toBe('false');
    vi.stubGlobal('scrollY', 11);
    window.dispatchEvent(new Event('scroll'));
    expect(banner()?.getAttribute('data-scrolled')).toBe('true');
    await hydrate(header);
    expect(page.errors).toEqual([]);
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
    expect(page.errors).toEqual([]);
    expect(button('Use light theme')?.getAttribute('data-theme-preference')).toBe('system');
  });

  it('hydrates as it left the button, and React sets the next theme', async () => {
    built(<ThemeToggle />);
    await press(button('Use dark theme'));
    await hydrate(<ThemeToggle />);
    expect(page.errors).toEqual([]);
    await press(button('Use system theme'));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(button('Use light theme')?.getAttribute('data-theme-preference')).toBe('system');
  });
});
