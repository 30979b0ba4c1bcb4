import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated } from './hydrated.ts';
import { desktop, phone } from './viewports.ts';

const tabs = [
  ['overview', 'Overview'],
  ['local-setup', 'Local Setup'],
  ['vps-deploy', 'VPS Deploy'],
  ['using-bot', 'Using Bot'],
  ['video-guide', 'Video Guide'],
] as const;

const themes = ['light', 'dark'] as const;

async function useTheme(page: Page, theme: (typeof themes)[number]) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** Opens the guide and waits for it to hydrate, before anything is pressed. */
async function openGuide(page: Page, hash = '') {
  await gotoHydrated(page, `/setup-guide${hash}`);
}

test.use({ viewport: desktop });

test.describe('/setup-guide', () => {
  test('opens on Overview with one h1, the five tabs and the key links', async ({ page }) => {
    await openGuide(page);
    await expect(page).toHaveTitle('Setup Guide | Cryptomaton');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up Cryptomaton');

    const tablist = page.getByRole('tablist', { name: 'Setup guide' });
    await expect(tablist.getByRole('tab')).toHaveText(tabs.map(([, label]) => label));
    await expect(tablist.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    const panel = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(panel.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'How the pieces fit together' })).toBeVisible();
    await expect(panel).toContainText('Python 3.12 (tested on 3.12.6)');
    await expect(
      panel.getByRole('link', { name: /Securing your Binance API keys/ }),
    ).toHaveAttribute('href', '/blog/securing-binance-api-keys');
    await expect(panel.getByRole('link', { name: /See pricing/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByRole('link', { name: /Get Cryptomaton/ }).last()).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  test('switches tabs by click and by arrow keys, keeping the hash in step', async ({ page }) => {
    await openGuide(page);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    const historyLength = await page.evaluate(() => history.length);

    await tab('VPS Deploy').click();
    await expect(tab('VPS Deploy')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/setup-guide#vps-deploy$/);
    await expect(
      page.getByRole('tabpanel', { name: 'VPS Deploy' }).getByRole('heading', {
        name: '9. Create the auto-restart script',
      }),
    ).toBeVisible();
    // Choosing a tab replaces the hash rather than adding history entries.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Radix moves focus a tick after the key press, so wait for it before the next key.
    const press = async (key: string, name: string, hash: string) => {
      await page.keyboard.press(key);
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`/setup-guide#${hash}$`));
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    };
    await expect(tab('VPS Deploy')).toBeFocused();
    await press('ArrowRight', 'Using Bot', 'using-bot');
    await press('ArrowLeft', 'VPS Deploy', 'vps-deploy');
    await press('ArrowLeft', 'Local Setup', 'local-setup');
    await press('End', 'Video Guide', 'video-guide');
    await press('ArrowRight', 'Overview', 'overview');
    await press('End', 'Video Guide', 'video-guide');
    await press('Home', 'Overview', 'overview');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    // A keyboard-focused tab shows the focus ring.
    expect(await tab('Overview').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });

  for (const [id, label] of tabs) {
    test(`#${id} opens the ${label} tab`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await openGuide(page, `#${id}`);
      await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      // The prerendered Overview hydrates first and then switches: no hydration mismatch.
      expect(problems).toEqual([]);
    });
  }

  test('a hash naming a section opens its tab and scrolls to it', async ({ page }) => {
    await openGuide(page, '#restart-script');
    await expect(page.getByRole('tab', { name: 'VPS Deploy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const heading = page.getByRole('heading', { name: '9. Create the auto-restart script' });
    await expect(heading).toBeInViewport();

    // Same document, new hash (as a link inside the page would do): a troubleshooting entry.
    await openGuide(page, '#telegram-401');
    await expect(page.getByRole('tab', { name: 'Using Bot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('telegram.error.InvalidToken / 401 Unauthorized')).toBeVisible();
  });

  test('a link from another page opens the Using Bot tab', async ({ page }) => {
    await gotoHydrated(page, '/telegram-preview');
    await page
      .getByRole('link', { name: 'Every command and daily routine in the setup guide' })
      .click();
    await expect(page).toHaveURL(/\/setup-guide#using-bot$/);
    await expect(page.getByRole('tab', { name: 'Using Bot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Using Bot has the command table and the troubleshooting list', async ({ page }) => {
    await openGuide(page, '#using-bot');
    const panel = page.getByRole('tabpanel', { name: 'Using Bot' });
    const table = panel.getByRole('table', { name: 'Telegram commands of the Cryptomaton bot' });
    await expect(table.getByRole('columnheader')).toHaveText(['Command', 'What it does']);
    for (const usage of [
      '/start',
      '/status',
      '/chart SYMBOL',
      '/buy SYMBOL AMOUNT [STRATEGY]',
      '/forcesell SYMBOL',
      '/include SYMBOL',
      '/exclude SYMBOL',
      '/stop',
    ]) {
      await expect(table.getByRole('rowheader', { name: usage, exact: true })).toBeVisible();
    }

    const problem = panel.getByText('Binance: timestamp error', { exact: true });
    const fix = panel.getByText('Turn on automatic time synchronisation', { exact: false });
    await expect(fix).toBeHidden();
    await problem.focus();
    await page.keyboard.press('Enter');
    await expect(fix).toBeVisible();
    await expect(panel.getByRole('link', { name: /Contact support/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the Next button moves on to the following tab', async ({ page }) => {
    await openGuide(page);
    await page.getByRole('button', { name: 'Next: Local Setup' }).click();
    await expect(page.getByRole('tab', { name: 'Local Setup' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Local Setup' })).toBeFocused();
    await expect(page.getByRole('tablist')).toBeInViewport();
    await page.getByRole('button', { name: 'Previous: Overview' }).click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the copy button copies a command and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGuide(page, '#local-setup');
    const panel = page.getByRole('tabpanel', { name: 'Local Setup' });
    const buttons = panel.getByRole('button', { name: 'Copy command' });
    await expect(buttons.first()).toBeVisible();
    const count = await buttons.count();

    const block = panel.locator('pre').first();
    const expected = await block.innerText();
    const button = panel.locator('button[data-copy-state]').first();
    await button.click();
    await expect(button).toHaveAttribute('data-copy-state', 'copied');
    await expect(button).toHaveText('Copied');
    await expect(panel.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected).toBe('# Windows\npy -3.12 --version');

    // It goes back to its resting name, so the next press reads the same.
    await expect(button).toHaveAttribute('data-copy-state', 'idle', { timeout: 4_000 });
    await expect(buttons).toHaveCount(count);
  });

  test('with no video configured, the Video Guide is a written walk-through: no tile leading elsewhere, nothing from another site', async ({
    page,
    context,
  }) => {
    const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
    const foreign: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) foreign.push(request.url());
    });

    await openGuide(page);
    await page.getByRole('tab', { name: 'Video Guide' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Video Guide' });
    await expect(
      panel.getByRole('heading', { name: 'The walk-through, step by step' }),
    ).toBeVisible();
    await expect(panel).toContainText('Move to a VPS on Ubuntu 22.04');
    await expect(panel).not.toContainText(/About 25 minutes|Watch on YouTube|press play/i);
    await expect(panel.locator('a[href*="youtube"]')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /Play/ })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Start with Local Setup' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  // The per-page axe test (marketing.spec.ts) sees the Overview tab; these see every tab.
  for (const theme of themes) {
    test(`every tab passes axe (${theme})`, async ({ page }) => {
      test.setTimeout(tabs.length * 30_000);
      await useTheme(page, theme);
      for (const [id, label] of tabs) {
        await test.step(label, async () => {
          // A new document each time: a hash-only goto would not load the page again.
          await page.goto('about:blank');
          await openGuide(page, `#${id}`);
          await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          // Open every disclosure so their contents are checked too.
          await page.evaluate(() => {
            for (const details of document.querySelectorAll('details')) details.open = true;
          });
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test('on a phone the tabs fit and code scrolls by keyboard', async ({ page }) => {
    await page.setViewportSize(phone);
    await openGuide(page, '#vps-deploy');
    for (const [, label] of tabs) {
      await expect(page.getByRole('tab', { name: label, exact: true })).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    // A code block wider than the screen can take focus, so arrow keys can scroll it.
    const wide = page
      .getByRole('tabpanel', { name: 'VPS Deploy' })
      .locator('pre[tabindex="0"]')
      .first();
    await expect(wide).toBeAttached();
    await expectNoAxeViolations(page);
  });
});

test.describe('/telegram-preview', () => {
  test('shows every notification as a chat message and the nine commands', async ({ page }) => {
    await page.goto('/telegram-preview');
    await expect(page).toHaveTitle('Telegram Preview | Cryptomaton');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Telegram notifications and commands',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const notifications = page.getByRole('region', { name: 'Notifications', exact: true });
    for (const title of [
      'Trade opened',
      'Trade closed with P&L',
      'Stop loss hit',
      'Trailing stop activated',
      'Take profit hit',
      'Circuit breaker tripped',
      'Drawdown protection pause',
      'Price drop alert',
      'Price discrepancy alert',
      'Daily summary',
      'Errors',
    ]) {
      await expect(notifications.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    // Only the kinds the demo's backtest sent have an example (tests/e2e/demo-story.spec.ts).
    await expect(notifications.getByRole('figure').first()).toContainText(/BUY \w+\/USDT/);
    // The examples are the demo's: its 10,000 USDT account, not a second imaginary one.
    await expect(notifications).toContainText('the same account of 10,000 USDT');
    await expect(notifications.getByRole('figure').first()).toContainText('Cryptomaton Bot');

    const commands = page.getByRole('region', { name: 'Commands' });
    await expect(commands.locator('dt')).toHaveText([
      '/status',
      '/balance',
      '/criteria',
      '/chart SYMBOL',
      '/buy SYMBOL AMOUNT [STRATEGY]',
      '/forcesell SYMBOL',
      '/pause',
      '/resume',
      '/stop',
    ]);
    await expect(commands.locator('dd').first()).toContainText('running or paused');

    await expect(page.getByRole('link', { name: /Get Cryptomaton/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByRole('link', { name: 'Read the setup guide' })).toHaveAttribute(
      'href',
      '/setup-guide#using-bot',
    );
  });
});

test.describe('/how-it-works', () => {
  test('shows the five steps, the requirements, the options and the way to buy', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    await expect(page).toHaveTitle('How It Works | Cryptomaton');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const steps = page.getByRole('region', { name: 'Five steps to your first trade' });
    await expect(steps.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      'Download the package',
      'Install Python and dependencies',
      'Configure API keys and Telegram',
      'Set up a VPS',
      'Run the bot',
    ]);
    await expect(
      steps.getByRole('link', { name: 'How to secure your Binance API keys' }),
    ).toHaveAttribute('href', '/blog/securing-binance-api-keys');
    await expect(steps).toContainText('48 hours');

    const requirements = page.getByRole('region', { name: 'Technical requirements' });
    await expect(requirements.getByRole('heading', { level: 3 })).toHaveText([
      'VPS or always-on computer',
      'Python 3.12+',
      'Binance API key and secret',
      'Telegram bot token and chat ID',
    ]);
    await expect(requirements.getByRole('listitem').last()).toContainText('Optional');
    await expect(requirements).toContainText(
      'Minimum 1GB RAM, 1 CPU core, 25GB SSD, running Ubuntu 20.04 or newer.',
    );

    const options = page.getByRole('region', { name: 'Configuration options' });
    await expect(options.getByRole('heading', { level: 3 })).toHaveText([
      'Strategy selection',
      'Risk management',
      'Trading pairs',
      'Timeframes',
      'Indicator parameters',
      'Notification settings',
    ]);
    await expect(options).toContainText('1h, 4h and 1d are recommended');

    await expect(page.getByRole('link', { name: /Get Cryptomaton/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await page.getByRole('link', { name: 'See the sample configuration' }).click();
    await expect(page).toHaveURL(/\/setup-guide#configure$/);
    await expect(page.getByRole('tab', { name: 'Local Setup' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('heading', { name: '6. Add your keys and settings' }),
    ).toBeInViewport();
  });
});
