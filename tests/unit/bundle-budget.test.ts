import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '../../src/shared/site-routes.ts';

// Byte budgets for what a first visit downloads, measured on the real build (npm test builds
// first) as the brotli files the server sends. Deterministic: no timing, no network.
const BUDGET = {
  jsBytes: 150_000,
  cssBytes: 12_000,
  htmlBytes: 20_000,
};

const client = path.resolve('build/client');
const brotliSize = (file: string) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;

function firstVisit(pagePath: string) {
  const htmlFile = path.join(client, pagePath, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const assets = [
    ...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '')),
  ];
  const sum = (ext: string) =>
    assets
      .filter((asset) => asset.endsWith(ext))
      .reduce((total, asset) => total + brotliSize(path.join(client, asset)), 0);
  return { assets, js: sum('.js'), css: sum('.css'), html: brotliSize(htmlFile) };
}

describe.each(publicPaths.map((page) => [page]))('first visit to %s', (page) => {
  it('stays within the byte budget', () => {
    const visit = firstVisit(page);
    expect(visit.js).toBeLessThanOrEqual(BUDGET.jsBytes);
    expect(visit.css).toBeLessThanOrEqual(BUDGET.cssBytes);
    expect(visit.html).toBeLessThanOrEqual(BUDGET.htmlBytes);
  });

  it('loads no checkout, payment, demo, chart or admin code', () => {
    const names = firstVisit(page).assets.map((asset) => path.basename(asset));
    expect(
      names.filter((name) => /^(checkout|thank-you|stripe|demo|admin|art-admin|query)/.test(name)),
    ).toEqual([]);
  });
});
