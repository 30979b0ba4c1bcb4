import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { downloadLinks, nthMailTo, signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { phone } from './viewports.ts';

// The owner's browser is in Auckland (GMT+13 in November): the order page shows its times there.
test.use({ timezoneId: 'Pacific/Auckland' });

const wide = { width: 1366, height: 900 };

/** The owner sends `piece` by hand against the order `reference` through the review. */
async function sendArtByHand(page: Page, reference: string, piece: { id: string; name: string }) {
  await page.goto('/admin/manual-delivery');
  await page.getByLabel('Order reference or ID').fill(reference);
  await page.getByLabel('NFT Collection').selectOption(piece.id);
  await page.getByRole('button', { name: 'Review delivery' }).click();
  const review = page.getByRole('region', { name: 'Confirm this delivery' });
  await expect(review).toContainText('the order’s own download link stays as it is');
  await review.getByRole('button', { name: 'Send NFT Package' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('NFT Package Delivered!');
}

/** The order page in both themes, kept with the test's output to look at. */
async function screenshotBothThemes(page: Page, name: string, outputPath: (n: string) => string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Download history' })).toBeVisible();
    await page.screenshot({ path: outputPath(`${name}-${theme}.png`), fullPage: true });
  }
}

// Each size sends its own sample piece, so the two never wait on each other's edition.
for (const [device, viewport, piece] of [
  ['phone', phone, { id: '1', name: 'Nebula Genesis' }],
  ['desktop', wide, { id: '2', name: 'Cosmic Drift' }],
] as const) {
  test(`on a ${device}: art sent by hand beside a bot order leaves the bot's pages the bot's, and a fresh link keeps the 3/3 history`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const email = `beside-${device}-${Date.now()}@example.com`;
    await buy(page, email);
    const thankYou = page.url();
    const botButton = page.getByRole('link', { name: 'Download Cryptomaton' });
    const botFile = (await botButton.getAttribute('href')) ?? '';
    const expiry = page.getByRole('definition').first();
    const botExpiry = await expiry.textContent();
    expect(botFile).toMatch(/^\/download\/[\w-]+\/file$/);

    await signInAt(page, '/admin');
    const found = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
    const [order] = (await found.json()).orders;
    await sendArtByHand(page, order.reference, piece);
    const [artFile] = downloadLinks(await nthMailTo(email, 'art-delivery'));

    // The buyer's thank-you page still hands out the bot, with the bot's expiry.
    await page.goto(thankYou);
    await expect(botButton).toHaveAttribute('href', botFile);
    await expect(expiry).toHaveText(botExpiry ?? '');
    // Each download page names its own thing.
    await page.goto(botFile.replace(/\/file$/, ''));
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(piece.name);
    await page.goto(new URL(artFile ?? '').pathname.replace(/\/file$/, ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your ${piece.name} download`);

    // The admin shows the two apart: the order's one link, the art in a block of its own.
    await page.goto(`/admin/orders/${order.id}`);
    const summary = page.getByRole('region', { name: 'Order' });
    const art = page.getByRole('region', { name: 'Art sent by hand' });
    await expect(summary).toContainText('Links issued1');
    await expect(summary).not.toContainText(piece.name);
    await expect(art).toContainText(piece.name);
    await expect(art).toContainText(/#\d+ of \d+/);
    await expect(art).toContainText(email);
    await expect(art).toContainText('Works');

    // The bot's link used up, then a fresh one: the summary keeps the first link's 3/3.
    for (let n = 0; n < 3; n += 1) expect((await page.request.get(botFile)).status()).toBe(200);
    await page.reload();
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Send fresh link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send fresh link' }).click();
    await expect(page.locator('li[data-state="open"]')).toContainText('Fresh link sent');
    const history = summary.getByRole('list', { name: 'Download history' });
    await expect(history.getByRole('listitem').filter({ hasText: /^Link/ })).toHaveCount(2);
    const first = history.locator(':scope > li').nth(0);
    const second = history.locator(':scope > li').nth(1);
    await expect(first).toContainText('Downloaded 3/3');
    await expect(first).toContainText('Ended');
    await expect(first.locator('ol > li')).toHaveCount(3);
    await expect(second).toContainText('Not Downloaded');
    await expect(second).toContainText('Works');
    for (const time of await summary.locator('time').allTextContents()) {
      expect(time).toMatch(/GMT\+13$/);
    }
    // The art's link was not touched by the bot's fresh link.
    await expect(art).toContainText('Works');
    await expect(art).toContainText('Not Downloaded');

    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshotBothThemes(page, `order-${viewport.width}`, (n) => testInfo.outputPath(n));
  });
}
