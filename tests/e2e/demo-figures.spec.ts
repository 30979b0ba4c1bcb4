import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { findLowContrastText } from './contrast.ts';

const calendarDate =
  /\b20\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}\b/;

async function startDemo(page: Page) {
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Start Demo' }).click();
  return page.getByRole('tablist', { name: 'Demo views' });
}

const mainText = (page: Page) => page.getByRole('main').innerText();

test('the demo tells time in days of the run and the same round figures on every tab', async ({
  page,
}) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See Cryptomaton trade');
  // The title shows from the first paint; the intro's figures once the loading state is over.
  await expect(page.getByRole('button', { name: 'Start Demo' })).toBeVisible();
  const intro = await mainText(page);
  expect(intro).toContain('Day 1 to Day 200');
  expect(intro).not.toMatch(calendarDate);
  const [, introReturn, introDrawdown] =
    /trades, ([+-]?\d+\.\d%), max drawdown (\d+\.\d%)/.exec(intro) ?? [];
  expect(introReturn).toBeDefined();
  await expect(page.getByRole('region', { name: 'The run in plain words' })).toContainText(
    'tripped the circuit breaker',
  );

  const tabs = await startDemo(page);
  const texts: string[] = [await mainText(page)];
  await page.getByRole('button', { name: '/balance' }).click();
  await expect(page.getByRole('list', { name: 'Bot messages' })).toContainText(`Balance`);
  await expect(
    page.getByRole('list', { name: 'Bot messages' }).getByRole('listitem').last(),
  ).toContainText(introReturn!);
  for (const name of ['Dashboard', 'Performance', 'Settings']) {
    await tabs.getByRole('tab', { name }).click();
    texts.push(await mainText(page));
  }
  expect(texts.join('\n')).not.toMatch(calendarDate);
  expect(texts.join('\n')).not.toMatch(/Day 201/);
  await tabs.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(
    page
      .locator('dd')
      .filter({ hasText: /^[+-]?\d+\.\d%$/ })
      .first(),
  ).toHaveText(introReturn!);
  await tabs.getByRole('tab', { name: 'Performance' }).click();
  const summary = page.getByRole('table', { name: 'Summary' });
  await expect(summary.getByRole('row', { name: /Total return/ })).toContainText(introReturn!);
  await expect(summary.getByRole('row', { name: /Max drawdown/ })).toContainText(
    `${introDrawdown} (Day`,
  );
  await expect(summary.getByRole('row', { name: /Period/ })).toContainText('Day 1 – Day 200');
});

test('the Summary caption is not clipped', async ({ page }) => {
  const tabs = await startDemo(page);
  await tabs.getByRole('tab', { name: 'Performance' }).click();
  const caption = page.getByRole('table', { name: 'Summary' }).locator('caption');
  await caption.scrollIntoViewIfNeeded();
  const hit = await caption.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + 10, box.top + box.height / 2);
    return box.height > 10 && found !== null && el.contains(found);
  });
  expect(hit).toBe(true);
});

test('Settings explains every number it shows', async ({ page }) => {
  const tabs = await startDemo(page);
  await tabs.getByRole('tab', { name: 'Settings' }).click();
  for (const name of ['Sample configuration', 'Risk profile: Moderate']) {
    const rows = page.getByRole('region', { name }).locator('dl > div');
    const count = await rows.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      await expect(rows.nth(i).locator('dd')).toHaveCount(2);
      expect((await rows.nth(i).locator('dd').last().innerText()).length).toBeGreaterThan(20);
    }
  }
  await expect(
    page.getByRole('region', { name: 'Sample configuration' }).locator('dl > div', {
      hasText: 'Max concurrent positions',
    }),
  ).toContainText('this run held at most 5');
});

test('dark mode: the selected demo tab stands out from the others at 3:1 or more', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const tabs = await startDemo(page);
  const ratio = await tabs.evaluate((list) => {
    const rgb = (el: Element) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = getComputedStyle(el).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const lum = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((c) => c / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const selected = lum(rgb(list.querySelector('[aria-selected="true"]')!));
    const other = lum(rgb(list.querySelector('[aria-selected="false"]')!));
    // An unselected tab is transparent: compare with what is behind it.
    const behind = other === 0 ? lum(rgb(document.body)) : other;
    return (Math.max(selected, behind) + 0.05) / (Math.min(selected, behind) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(3);
  expect(await findLowContrastText(page)).toEqual([]);
});
