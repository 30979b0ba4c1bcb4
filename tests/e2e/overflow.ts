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

/**
 * Opens each closed disclosure in the main content in turn (FAQ answers, troubleshooting...),
 * as a click would, and checks for sideways scroll after each, all in one call into the page:
 * dozens of Playwright clicks per page and width were most of this check's time. Returns null,
 * or what went wrong with the page left as it was then, so expectNoHorizontalScroll can name the
 * culprits.
 */
export function openEachDisclosure(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const disclosures = () => [...document.querySelectorAll('main button[aria-expanded]')];
    // Counted afresh each time: an opened disclosure can reveal more of them.
    for (let index = 0, button; (button = disclosures()[index]); index++) {
      const name = `disclosure ${index + 1} ("${(button.textContent ?? '').trim().slice(0, 60)}")`;
      if (button.getAttribute('aria-expanded') === 'false' && button.checkVisibility()) {
        (button as HTMLElement).click();
        for (
          let frame = 0;
          frame < 60 && button.getAttribute('aria-expanded') !== 'true';
          frame++
        ) {
          await nextFrame();
        }
        if (button.getAttribute('aria-expanded') !== 'true') return `${name} did not open`;
        await nextFrame();
      }
      if (root.scrollWidth > root.clientWidth) return `with ${name} open`;
    }
    return null;
  });
}
