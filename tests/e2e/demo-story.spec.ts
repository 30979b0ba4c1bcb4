import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { BacktestReport } from '../../src/backtest/report-types.ts';
import { formatSimTime } from '../../src/shared/sim-day.ts';
import { test } from './visitor.ts';

// The one report every figure and message of /demo and /telegram-preview must come from.
const report = JSON.parse(
  readFileSync(new URL('../../src/client/features/demo/demo-report.json', import.meta.url), 'utf8'),
) as BacktestReport;
const at = (time: number) => formatSimTime(time, report.period.startTime);
const usdt = (value: number) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDT`;
/** A message as the chat shows it: its text, then its time. */
const logged = new Set(report.messages.map((m) => `${m.text}\n${at(m.time)}`));

async function startDemo(page: Page) {
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Start Demo' }).click();
  return page.getByRole('tablist', { name: 'Demo views' });
}

for (const width of [320, 390, 768]) {
  for (const theme of ['light', 'dark']) {
    test(`no demo tab scrolls sideways at ${width} px (${theme}), and the charts show the days the text names`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const tabs = await startDemo(page);
      for (const name of ['Telegram', 'Dashboard', 'Performance', 'Settings']) {
        await tabs.getByRole('tab', { name }).click();
        await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      }
      await tabs.getByRole('tab', { name: 'Performance' }).click();
      const summary = await page
        .getByRole('region', { name: 'The run in plain words' })
        .innerText();
      const [, from, to] = /from Day (\d+) to Day (\d+)/.exec(summary) ?? [];
      expect(from).toBeDefined();
      for (const chart of ['equity', 'price']) {
        const shown = page.locator(`[data-chart="${chart}"]`);
        await expect(shown).toHaveAttribute('data-first-day', /\d+/);
        expect(Number(await shown.getAttribute('data-first-day'))).toBeLessThanOrEqual(
          Number(from),
        );
        expect(Number(await shown.getAttribute('data-last-day'))).toBeGreaterThanOrEqual(
          Number(to),
        );
      }
    });
  }
}

test('every message and figure of the demo comes from the report and agrees with it', async ({
  page,
}) => {
  const tabs = await startDemo(page);
  const messages = page.getByRole('list', { name: 'Bot messages' }).getByRole('listitem');
  const history = await messages.allInnerTexts();
  expect(history.length).toBeGreaterThan(10);
  for (const text of history) expect(logged, text).toContain(text.trim());

  for (const { command, text } of report.commandReplies) {
    const before = await messages.count();
    await page.getByRole('button', { name: command.split(' ')[0], exact: true }).click();
    await expect(messages).toHaveCount(before + 2);
    await expect(messages.nth(before)).toHaveText(command);
    await expect(messages.nth(before + 1)).toHaveText(text);
  }
  await expect(messages.last()).not.toContainText('chart image is the price chart above');

  await tabs.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.locator('dd').first()).toHaveText(usdt(report.summary.finalBalance));
  await expect(page.getByRole('table', { name: 'Open positions table' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Open positions' })).toContainText('None');

  await tabs.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByRole('table', { name: 'Summary' })).toContainText(
    usdt(report.summary.finalBalance).replace(' USDT', ''),
  );
  expect(report.equityCurve.at(-1)!.equity).toBe(report.summary.finalBalance);
  await expect(page.getByRole('main')).not.toContainText('24:00');
});

test('/telegram-preview shows the bot log’s own messages at their times, and nothing else', async ({
  page,
}) => {
  await page.goto('/telegram-preview');
  const bubbles = page.locator('#notifications figure');
  const count = await bubbles.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (let i = 0; i < count; i++) {
    const text = await bubbles.nth(i).locator('p').first().innerText();
    const time = (await bubbles.nth(i).locator('p').last().innerText()).replace(/^Sent\s*/, '');
    expect(logged, text).toContain(`${text}\n${time}`);
  }
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/Mode: LIVE|09:41|24:00|Price discrepancy: | 1 losses/);
  if (!report.messages.some((m) => m.kind === 'drawdown-pause')) {
    await expect(page.locator('#drawdown-protection')).toContainText(
      'did not happen in the demo’s backtest',
    );
  }
});
