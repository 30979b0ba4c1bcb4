import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated } from './hydrated.ts';

/** True once a chart has painted something: a canvas with at least one non-transparent pixel. */
async function chartHasPixels(page: Page, chart: string): Promise<boolean> {
  return page.locator(`[data-chart="${chart}"]`).evaluate((element) =>
    [...element.querySelectorAll('canvas')].some((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
      return false;
    }),
  );
}

/** Opens /demo on a controlled clock, waits out the loading screen and starts a session. */
async function startDemo(page: Page) {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
  await page.goto('/demo');
  await page.clock.runFor(1_600);
  await page.getByRole('button', { name: 'Start Demo' }).click();
  return page.getByRole('tablist', { name: 'Demo views' });
}

test('loading, then the intro with its notice and the Telegram preview link', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
  await page.goto('/demo');
  await expect(page.getByRole('status')).toContainText('Loading the demo');
  await page.clock.runFor(1_600);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See Cryptomaton trade');
  await expect(page.getByText(/Simulated data/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Telegram Preview' })).toHaveAttribute(
    'href',
    '/telegram-preview',
  );
  await expectNoAxeViolations(page);
});

test('a session counts down from 10:00 and opens on the Telegram log, which answers commands', async ({
  page,
}) => {
  // Time stands still from before the session starts: only runFor moves it, so a slow machine
  // can't add seconds between the two readings.
  const opened = new Date('2026-11-22T10:00:00Z');
  await page.clock.install({ time: opened });
  // Hydrated first: the loading state's timer must exist for the jump to fire it.
  await gotoHydrated(page, '/demo');
  await page.clock.pauseAt(new Date(opened.getTime() + 60_000));
  await page.getByRole('button', { name: 'Start Demo' }).click();
  const tabList = page.getByRole('tablist', { name: 'Demo views' });
  const timer = page.getByRole('timer', { name: 'Time left in the demo session' });
  await expect(timer).toHaveText('10:00');
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('09:55');
  await page.clock.resume();

  await expect(tabList.getByRole('tab')).toHaveText([
    'Telegram',
    'Dashboard',
    'Performance',
    'Settings',
  ]);
  const messages = page.getByRole('list', { name: 'Bot messages' }).getByRole('listitem');
  await expect(messages.first()).toBeVisible();
  const before = await messages.count();
  await page.getByRole('button', { name: '/status' }).click();
  // The command as sent, then the bot's answer from the report.
  await expect(messages).toHaveCount(before + 2);
  await expect(messages.nth(before)).toContainText('/status');
  await expect(messages.last()).not.toBeEmpty();
  await expect(messages.last()).not.toContainText('Unknown command.');
  await expectNoAxeViolations(page);
});

test('the Dashboard tab shows recent trades and the strategy mix', async ({ page }) => {
  const tabList = await startDemo(page);
  await tabList.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Recent trades' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Strategy mix' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Performance tab draws the equity and price charts beside the figures', async ({
  page,
}) => {
  const tabList = await startDemo(page);
  await tabList.getByRole('tab', { name: 'Performance' }).click();
  await expect.poll(() => chartHasPixels(page, 'equity')).toBe(true);
  await expect.poll(() => chartHasPixels(page, 'price')).toBe(true);
  await expect(page.getByRole('table').filter({ hasText: 'Max drawdown' })).toContainText('Sharpe');
  await expectNoAxeViolations(page);
});

test('the Settings tab shows the sample configuration', async ({ page }) => {
  const tabList = await startDemo(page);
  await tabList.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('region', { name: 'Sample configuration' })).toContainText(
    'ignored: spot only',
  );
  await expectNoAxeViolations(page);
});

test('after 10 minutes the session ends on the intro, and a new one starts fresh', async ({
  page,
}) => {
  const tabList = await startDemo(page);
  await tabList.getByRole('tab', { name: 'Settings' }).click();
  await page.clock.runFor(600_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See Cryptomaton trade');
  await page.getByRole('button', { name: 'Start Demo' }).click();
  await expect(page.getByRole('timer')).toHaveText('10:00');
  await expect(tabList.getByRole('tab', { name: 'Telegram' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the chart library loads on /demo only', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  // "attributionLogo" is an option name of the chart library; property names survive minifying.
  const withCharts = async () => {
    const bodies = await Promise.all(
      [...scripts].map(async (url) => (await page.request.get(url)).text()),
    );
    return bodies.filter((body) => body.includes('attributionLogo')).length;
  };
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await withCharts()).toBe(0);
  await page.goto('/pricing');
  await page.waitForLoadState('networkidle');
  expect(await withCharts()).toBe(0);
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Start Demo' }).click();
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect.poll(withCharts).toBeGreaterThan(0);
});
