import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import type { BenchResults } from './results-shape.ts';
import { figures, pageSummary, serverFigures } from './test-figures.ts';

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  const home = pageSummary(
    '/',
    {
      score: 89,
      fcpMs: 2869,
      lcpMs: 3019,
      tbtMs: 457,
      jsTransferBytes: 179_200,
      jsGzipBytes: 190_000,
      requests: 46,
    },
    { fcpRatio: 3.716, lcpRatio: 2.507 },
  );
  const checkout = pageSummary(
    '/checkout',
    { score: 84, seo: 69, indexable: false },
    { maxCls: 0.219, lcpRatio: 2.9 },
  );
  const homeRun = figures({ ...home.median });
  return {
    startedAt: '2026-05-01T10:00:00.000Z',
    commit: 'fe798ab',
    machine: { cpus: 2, loadAverageAtStart: [3.2, 1.8, 0.8], loadAverageAtEnd: [4, 3, 2] },
    versions: { node: 'v20.20.0', lighthouse: '12.8.2', chromium: 'Chromium 156' },
    runsPerPage: 5,
    staticCopy: figures({ fcpMs: 772, lcpMs: 1204, jsTransferBytes: 0, requests: 4 }),
    pages: [
      { ...home, runs: [homeRun, homeRun], staticRuns: [] },
      {
        ...checkout,
        runs: [figures({ cls: 0.219 }), figures(), figures({ cls: 0.219 }), figures(), figures()],
        staticRuns: [],
      },
    ],
    server: serverFigures({
      home: { shop: 2_600, bare: 10_000, ratio: 0.26, unit: 'req/s', client: 'node:http' },
      idleRssPostgresMb: null,
    }),
    ...overrides,
  };
}

const lineOf = (markdown: string, start: string) =>
  markdown.split('\n').find((line) => line.startsWith(start));

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(results());

  it("gives Lighthouse's CPU index of the machine over every run, the static copy's too", () => {
    const page = results().pages[0] as BenchResults['pages'][number];
    const text = renderMarkdown(
      results({
        pages: [
          {
            ...page,
            runs: [figures({ benchmarkIndex: 1331.5 }), figures({ benchmarkIndex: 2144.5 })],
            staticRuns: [figures({ benchmarkIndex: 1109 })],
          },
        ],
      }),
    );
    expect(lineOf(text, "Lighthouse's CPU index")).toMatch(
      /^Lighthouse's CPU index of this machine: median 1,332, 1,109 to 2,145 across the runs\./,
    );
  });

  it('puts the static copy first, as the yardstick, without verdicts', () => {
    expect(lineOf(markdown, '| static copy')).toBe(
      '| static copy | 100 | 772 ms | 1204 ms | 0 | 0 ms | 100 | 100 | 100 | 0 | 4 |',
    );
  });

  it('writes each page figure beside its ratio and verdict', () => {
    expect(lineOf(markdown, '| / |')).toBe(
      '| / | 89 ✗ | 2869 ms (3.72×) ✗ | 3019 ms (2.51×) ✗ | 0 ✓ | 457 ms | 100 ✓ | 100 ✓ | 100 ✓ | 175 (190 KB gzip) ✗ | 46 ✗ |',
    );
  });

  it('reports the worst layout shift and how often it happened, and skips SEO goals on noindex pages', () => {
    const checkout = lineOf(markdown, '| /checkout');
    expect(checkout).toContain('| 0.219 in 2 of 5 runs ✗ |');
    expect(checkout).toContain('| 69 (noindex) |');
  });

  it('gives server figures as ratios to the bare server, and says what it could not measure', () => {
    expect(lineOf(markdown, '| `GET /` (')).toBe(
      '| `GET /` (node:http) | 2,600 req/s | 10,000 req/s | 0.26× | ≥ 0.9× | ✗ |',
    );
    // Beside a bare server with lean headers: shown, never judged.
    expect(lineOf(markdown, '| `GET /` beside lean headers')).toBe(
      '| `GET /` beside lean headers (node:http) | 9,500 req/s | 12,000 req/s | 0.79× | figure |  |',
    );
    expect(lineOf(markdown, '| Idle RSS, PostgreSQL')).toContain('not measured (no server)');
  });

  it('counts the goals met', () => {
    expect(markdown).toMatch(/\*\*Goals met: \d+ of \d+\.\*\*/);
  });

  it('leaves out the parts a quick run skipped', () => {
    const pagesOnly = renderMarkdown(results({ server: null }));
    expect(pagesOnly).not.toContain('## Server');
    const serverOnly = renderMarkdown(results({ pages: [], staticCopy: null }));
    expect(serverOnly).not.toContain('## Pages');
  });
});
