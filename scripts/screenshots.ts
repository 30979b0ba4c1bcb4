/**
 * Screenshots of pages at phone and desktop width, light and dark, for a person to look at:
 *   node --import tsx scripts/screenshots.ts http://127.0.0.1:3000 / /404-example
 * Writes PNGs to ./screenshots/.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium.ts';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/'];
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

await mkdir('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const target of targets) {
  for (const size of sizes) {
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: size });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(base + target, { waitUntil: 'networkidle' });
      const slug = target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      const file = `screenshots/${slug}-${size.name}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
