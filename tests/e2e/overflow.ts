import { expect, type Page } from '@playwright/test';

/** The widths a phone-to-tablet layout is held to. */
export const narrowWidths = [320, 390, 768] as const;

/**
 * Fails when the page scrolls sideways, naming the widest elements that stick out past the
 * viewport so the cause is in the message.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    // Naming the culprits walks every element; only a page that does scroll sideways needs it.
    if (scrollWidth <= viewport) return { scrollWidth, viewport, culprits: [] };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > viewport + 1;
      })
      // Content scrolled inside an overflow box does not widen the page; skip it.
      .filter((el) => {
        for (let up = el.parentElement; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
            return up.getBoundingClientRect().right > viewport + 1;
          }
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`);
    return { scrollWidth, viewport, culprits };
  });
  expect(report.scrollWidth, `sticks out: ${report.culprits.join(', ')}`).toBeLessThanOrEqual(
    report.viewport,
  );
}
