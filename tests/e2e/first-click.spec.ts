import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { waitForHydration } from './hydrated.ts';
import { desktop, phone } from './viewports.ts';

/*
 * Pages paint first and hydrate seconds later on a slow phone (scripts/defer-hydration.ts). Every
 * control a visitor sees before that must answer its FIRST click (docs/product-rules.md,
 * docs/decisions/0012-early-controls.md): the FAQ questions, the menu button, the theme control
 * and the setup guide's tabs. These tests click each one the moment it is visible, on a slow
 * phone, and then check that React, once it has taken over, keeps what the click did and answers
 * the next click.
 */

/**
 * The slow phone the early controls were measured on (ADR 0012): the CPU four times slower,
 * slow 4G (400 kbps down, 150 ms latency).
 */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
}

/**
 * Holds every script until `release` is called, so each first click certainly comes before
 * hydration (on this machine hydration would come 4 to 8 s after the paint anyway).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Console errors and page errors (a hydration mismatch is one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const isHydrated = (page: Page) => page.locator('html[data-hydrated]').count().then(Boolean);

/** One control: what its first click must show, then what React must do once it has taken over. */
interface Control {
  name: string;
  firstClick: (page: Page) => Promise<void>;
  afterHydration: (page: Page) => Promise<void>;
}

const firstQuestion = 'Do I need technical experience to use Cryptomaton?';
const secondQuestion = 'Which coins can Cryptomaton trade?';

const faq: Control = {
  name: 'FAQ question',
  firstClick: async (page) => {
    const first = page.getByRole('button', { name: firstQuestion });
    await first.waitFor({ state: 'visible' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: firstQuestion })).toBeVisible();
    await expect(page.getByRole('region', { name: firstQuestion })).not.toBeEmpty();
    // One open at a time, before React as after.
    const second = page.getByRole('button', { name: secondQuestion });
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: firstQuestion })).toBeHidden();
  },
  afterHydration: async (page) => {
    const second = page.getByRole('button', { name: secondQuestion });
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: secondQuestion })).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: secondQuestion })).toBeHidden();
    const first = page.getByRole('button', { name: firstQuestion });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

const theme: Control = {
  name: 'theme control',
  firstClick: async (page) => {
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Use dark theme' });
    await toggle.waitFor({ state: 'visible' });
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Use system theme' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  },
  afterHydration: async (page) => {
    await expect(page.locator('html')).toHaveClass(/dark/);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Use system theme' });
    await toggle.click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Use light theme' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  },
};

const menu: Control = {
  name: 'menu button',
  firstClick: async (page) => {
    const open = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await open.waitFor({ state: 'visible' });
    await open.click();
    const close = page.getByRole('banner').getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menuNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menuNav).toBeVisible();
    await expect(menuNav.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
  },
  afterHydration: async (page) => {
    const menuNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menuNav).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Close menu' }).click();
    await expect(menuNav).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

const guideTabs: Control = {
  name: 'setup guide tabs',
  firstClick: async (page) => {
    // The button at the foot of the first tab moves on to the next tab.
    const next = page.getByRole('button', { name: 'Next: Local Setup' });
    await next.waitFor({ state: 'visible' });
    await next.click();
    await expect(tab(page, 'Local Setup')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Local Setup' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Setup guide' })).toBeInViewport();
    // A tab itself.
    await tab(page, 'VPS Deploy').click();
    await expect(tab(page, 'VPS Deploy')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Local Setup')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(
      page.getByRole('tabpanel', { name: 'VPS Deploy' }).getByRole('heading', {
        name: '9. Create the auto-restart script',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/setup-guide#vps-deploy$/);
  },
  afterHydration: async (page) => {
    await expect(tab(page, 'VPS Deploy')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'VPS Deploy' })).toBeVisible();
    await tab(page, 'Overview').click();
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
    await expect(page).toHaveURL(/\/setup-guide#overview$/);
  },
};

/** What each page shows before its scripts run; the menu button shows on a phone only. */
const pages: { path: string; controls: Control[] }[] = [
  { path: '/', controls: [faq, theme] },
  { path: '/faq', controls: [faq, theme] },
  { path: '/pricing', controls: [faq, theme] },
  { path: '/setup-guide', controls: [guideTabs, theme] },
  { path: '/blog', controls: [theme] },
  { path: '/features', controls: [theme] },
  { path: '/blog/what-is-vps-why-trading-bot-needs-it', controls: [theme] },
];

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, controls } of pages) {
      const all = viewport === phone ? [...controls, menu] : controls;
      test(`${path}: ${all.map((control) => control.name).join(', ')} work on the first click`, async ({
        page,
      }) => {
        const problems = problemsOf(page);
        await slowPhone(page);
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });

        for (const control of all) {
          await test.step(`${control.name}: first click`, () => control.firstClick(page));
        }
        expect(await isHydrated(page), 'every click above came before hydration').toBe(false);

        release();
        await waitForHydration(page);
        // Last opened, first closed: the open menu covers the page below the header.
        for (const control of all.toReversed()) {
          await test.step(`${control.name}: after hydration`, () => control.afterHydration(page));
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

// The page is built with the light theme; a visitor who chose dark must not find a control that
// says "Use dark theme" and does something else.
test('a visitor who chose dark finds the theme control named for what its first click sets', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  const problems = problemsOf(page);
  await page.addInitScript(() => {
    if (localStorage.getItem('theme') === null) localStorage.setItem('theme', 'dark');
  });
  await slowPhone(page);
  const release = await holdScripts(page);
  await page.goto('/blog', { waitUntil: 'commit' });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Use system theme' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await expect(banner.getByRole('button', { name: 'Use light theme' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await isHydrated(page)).toBe(false);

  release();
  await waitForHydration(page);
  await banner.getByRole('button', { name: 'Use light theme' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect(banner.getByRole('button', { name: 'Use dark theme' })).toBeVisible();
  expect(problems).toEqual([]);
});

// No script held back: the visitor's click lands whenever the question shows, as on a real phone.
// The figures (first paint, the click, its answer, hydration) are kept as annotations.
for (const path of ['/', '/faq']) {
  test(`${path} on a slow phone: a FAQ question opens on the click that comes right after the paint`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const problems = problemsOf(page);
    await slowPhone(page);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(path, { waitUntil: 'commit' });
    const question = page.getByRole('button', { name: firstQuestion });
    await question.waitFor({ state: 'visible' });
    const clickedAt = await page.evaluate(() => performance.now());
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answeredAt = await page.evaluate(() => performance.now());
    await expect(page.getByRole('region', { name: firstQuestion })).toBeVisible();

    await waitForHydration(page);
    const figures = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      hydrated: (window as unknown as { hydratedAt: number }).hydratedAt,
    }));
    test.info().annotations.push({
      type: 'figures (ms from navigation)',
      description: `first paint ${Math.round(figures.paint)}, click ${Math.round(clickedAt)}, answered ${Math.round(answeredAt)}, hydrated ${Math.round(figures.hydrated)}`,
    });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });
}
