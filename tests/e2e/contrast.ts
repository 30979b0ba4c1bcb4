import type { Page } from '@playwright/test';
import { wholePageAttribute } from '../../src/client/shell/whole-page.ts';

/** A text run whose contrast with the pixels behind it is below WCAG AA. */
export interface LowContrast {
  text: string;
  ratio: number;
  required: number;
}

interface TextRun {
  text: string;
  /** Page coordinates of the run's line boxes. */
  boxes: { x: number; y: number; width: number; height: number }[];
  /** rgba 0-255, alpha 0-1. */
  color: [number, number, number, number];
  large: boolean;
}

/**
 * Measures every visible text run against the pixels really behind it: the page is captured with
 * all text made transparent, and each run's colour is compared with pixels sampled under its line
 * boxes. Unlike axe, this sees gradients, images and layered backgrounds. Returns the runs under
 * 4.5:1 (3:1 for large text), worst sample each.
 */
export async function findLowContrastText(page: Page): Promise<LowContrast[]> {
  // The capture covers the whole page: bands out of view are then laid out and painted too.
  await page.evaluate(
    (name) => document.documentElement.setAttribute(name, ''),
    wholePageAttribute,
  );
  const runs = await page.evaluate(collectTextRuns);
  const style = await page.addStyleTag({
    content:
      '*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; transition: none !important; }',
  });
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await style.evaluate((node) => (node as Element).remove());
  return page.evaluate(measureRuns, { runs, png: shot.toString('base64') });
}

function collectTextRuns(): TextRun[] {
  // Computed colours come as rgb(), color(srgb ...) or oklab(); a 1 px canvas reads any of them.
  const swatch = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const parse = (value: string): [number, number, number, number] => {
    if (!swatch) throw new Error('no 2d canvas');
    swatch.clearRect(0, 0, 1, 1);
    swatch.fillStyle = value;
    swatch.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 255] = swatch.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  /**
   * The part of the viewport an element can paint in: its boxes cut by every scrolling or
   * clipping ancestor. Text scrolled out of a chat log, or hidden in a 1 px sr-only box, is cut.
   */
  const clipFor = (element: Element) => {
    let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let up: Element | null = element; up; up = up.parentElement) {
      if (getComputedStyle(up).overflow === 'visible') continue;
      const box = up.getBoundingClientRect();
      clip = {
        left: Math.max(clip.left, box.left),
        top: Math.max(clip.top, box.top),
        right: Math.min(clip.right, box.right),
        bottom: Math.min(clip.bottom, box.bottom),
      };
    }
    return clip;
  };
  const runs: TextRun[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!element || !text || element.closest('[aria-hidden="true"], script, style, noscript')) {
      continue;
    }
    // WCAG exempts inactive controls.
    if (element.closest(':disabled, [aria-disabled="true"]')) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || Number(style.opacity) < 0.1) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = clipFor(element);
    const boxes = [...range.getClientRects()]
      .map((box) => {
        const left = Math.max(box.left, clip.left);
        const top = Math.max(box.top, clip.top);
        const width = Math.min(box.right, clip.right) - left;
        const height = Math.min(box.bottom, clip.bottom) - top;
        return { x: left + window.scrollX, y: top + window.scrollY, width, height };
      })
      .filter((box) => box.width > 2 && box.height > 4);
    if (boxes.length === 0) continue;
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    runs.push({
      text: text.slice(0, 60),
      boxes,
      color: parse(style.color),
      large: size >= 24 || (bold && size >= 18.66),
    });
  }
  return runs;
}

async function measureRuns({ runs, png }: { runs: TextRun[]; png: string }) {
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0);
  const scale = image.width / document.documentElement.scrollWidth;

  const luminance = ([r, g, b]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
  };
  const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

  const found: { text: string; ratio: number; required: number }[] = [];
  for (const run of runs) {
    const [tr, tg, tb, ta] = run.color;
    let worst = Infinity;
    for (const box of run.boxes) {
      // A 5 x 3 grid inside the line box, clear of its edges (focus rings, borders).
      for (let i = 1; i <= 5; i++) {
        for (let j = 1; j <= 3; j++) {
          const x = Math.floor((box.x + (box.width * i) / 6) * scale);
          const y = Math.floor((box.y + (box.height * j) / 4) * scale);
          if (x >= canvas.width || y >= canvas.height) continue;
          const [br = 0, bg = 0, bb = 0] = context.getImageData(x, y, 1, 1).data;
          // Semi-transparent text shows the background through it.
          const text = [tr * ta + br * (1 - ta), tg * ta + bg * (1 - ta), tb * ta + bb * (1 - ta)];
          worst = Math.min(worst, ratio(luminance(text), luminance([br, bg, bb])));
        }
      }
    }
    const required = run.large ? 3 : 4.5;
    if (worst < required) {
      found.push({ text: run.text, ratio: Math.round(worst * 100) / 100, required });
    }
  }
  return found;
}
