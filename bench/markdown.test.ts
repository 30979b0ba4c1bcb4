import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import type { BenchResults } from './results-shape.ts';
import {
  apiComparison,
  apiFigures,
  dropFigures,
  figures,
  pageSummary,
  serverFigures,
} from './test-figures.ts';

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
    profiles: [
      {
        profile: 'lowTier',
        calibrations: [
          { hostIndex: 3_300, hostIndexRuns: [3_300], cpuSlowdownMultiplier: 12.5 },
          { hostIndex: 1_320, hostIndexRuns: [1_320], cpuSlowdownMultiplier: 5 },
        ],
        pages: [
          { ...home, runs: [homeRun, homeRun], staticRuns: [] },
          {
            ...checkout,
            runs: [
              figures({ cls: 0.219 }),
              figures(),
              figures({ cls: 0.219 }),
              figures(),
              figures(),
            ],
            staticRuns: [],
          },
        ],
      },
    ],
    server: serverFigures({
      home: { shop: 2_600, bare: 10_000, ratio: 0.26, unit: 'req/s', client: 'node:http' },
      idleRssPostgresMb: null,
    }),
    drop: dropFigures({
      errors: 2,
      firstErrors: ['intent: 503 {"error":"Service Unavailable"}'],
      memory: [{ process: 'p1', beforeMb: 200, peakMb: 395, afterMb: 300 }],
    }),
    ...overrides,
  };
}

const lineOf = (markdown: string, start: string) =>
  markdown.split('\n').find((line) => line.startsWith(start));

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(results());

  it('names the phone and gives the calibration of every round and the phone each run emulated', () => {
    const profile = results().profiles[0]!;
    const home = profile.pages[0]!;
    const text = renderMarkdown(
      results({
        profiles: [
          {
            ...profile,
            pages: [
              {
                ...home,
                runs: [
                  figures({ benchmarkIndex: 3_300, cpuSlowdownMultiplier: 12.5 }),
                  figures({ benchmarkIndex: 1_400, cpuSlowdownMultiplier: 5 }),
                ],
                staticRuns: [figures({ benchmarkIndex: 1_300, cpuSlowdownMultiplier: 5 })],
              },
            ],
          },
        ],
      }),
    );
    expect(text).toContain(
      '## Pages on a low-tier phone (CPU index 264, like a Moto G4 Power 2022)',
    );
    expect(lineOf(text, 'Host CPU index')).toBe(
      "Host CPU index in each round, the median of Lighthouse's own measure in its loads (slowdown used): 3,300 (12.5×), 1,320 (5×). Each load's own index over its round's slowdown: median 264, 260 to 280.",
    );
  });

  it("puts the goals first, with the low-tier phone's blocking time", () => {
    expect(lineOf(markdown, '| _goal_')).toBe(
      '| _goal_ | ≥ 95, home 100, checkout and demo 90 | ≤ 1.3× | ≤ 1.5× | yardstick | 0 in every run | ≤ 200 ms | 100 | 100 | 100 | home ≤ 120 KB gzip | home ≤ 12 |',
    );
  });

  it('writes each page figure beside its ratio and verdict', () => {
    expect(lineOf(markdown, '| / |')).toBe(
      '| / | 89 ✗ | 2869 ms (3.72×) ✗ | 3019 ms (2.51×) ✗ | 800 / 1200 ms | 0 ✓ | 457 ms ✗ | 100 ✓ | 100 ✓ | 100 ✓ | 175 (190 KB gzip) ✗ | 46 ✗ |',
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

  it('gives each API route per database with the spread of its rounds, its errors and its verdict', () => {
    const api = apiFigures({
      databases: [
        {
          database: 'PGlite',
          comparisons: [
            apiComparison(),
            apiComparison({
              route: 'contact',
              shop: { median: 420, min: 380, max: 455.4, rounds: [] },
              bare: { median: 600, min: 1_510, max: 1_620, rounds: [] },
              roundRatios: [0.8, 0.6, 0.7],
              shopFirst: 0.75,
              bareFirst: 0.6,
              ratio: 0.67,
              errors: { shop: 2, bare: 0 },
              firstErrors: ['shop: POST /api/contact: 429 {}'],
            }),
          ],
        },
        { database: 'PostgreSQL', notMeasured: 'no PostgreSQL server answered', unreachable: true },
      ],
    });
    const report = renderMarkdown(results({ server: serverFigures({ api }), drop: null }));
    expect(lineOf(report, '| `GET /api/orders')).toBe(
      '| `GET /api/orders/{token}` | PGlite | 1,900 req/s (1,700–2,000) | 2,000 req/s (1,800–2,100) | 0.95× (0.94–0.95) | 0.95× / 0.95× | 0 | ≥ 0.9×, no errors | ✓ |',
    );
    expect(lineOf(report, '| `POST /api/contact`')).toBe(
      '| `POST /api/contact` | PGlite | 420 req/s (380–455) | 600 req/s (1,510–1,620) | 0.67× (0.60–0.80) | 0.75× / 0.60× | 2 (shop 2, bare 0) | ≥ 0.9×, no errors | ✗ |',
    );
    expect(lineOf(report, '| every route')).toBe(
      '| every route | PostgreSQL | not measured: no PostgreSQL server answered |  |  |  |  | ≥ 0.9×, no errors |  |',
    );
    expect(report).toContain('- PGlite, `POST /api/contact`: `shop: POST /api/contact: 429 {}`');
    // Two API goals judged (one met), beside the 6 other server goals: 7 of 8.
    const serverOnly = renderMarkdown(
      results({ profiles: [], server: serverFigures({ api }), drop: null }),
    );
    expect(serverOnly).toContain('**Goals met: 7 of 8.**');
  });

  it('gives the drop per step with its percentiles, the ledger and each process memory', () => {
    expect(lineOf(markdown, '| intent')).toBe(
      '| intent | 180 | 20 ms | 80 ms | 300 ms ✓ | 0 | p99 < 1 s |',
    );
    expect(lineOf(markdown, '| Errors')).toBe(
      '| Errors (any answer a buyer should not get) | 2 | 0 | ✗ |',
    );
    expect(lineOf(markdown, '| RSS of p1')).toBe(
      '| RSS of p1: before, peak, a minute after | 200, 395, 300 MB (1.50×) | after ≤ 1.2× before | ✗ |',
    );
    expect(markdown).toContain('- `intent: 503 {"error":"Service Unavailable"}`');
  });

  it('says why the drop was not measured, and counts a stopped drop as missed', () => {
    const unreachable = renderMarkdown(
      results({
        drop: { notMeasured: 'Redis not reachable at 127.0.0.1:6379', unreachable: true },
      }),
    );
    expect(unreachable).toContain('Not measured: Redis not reachable at 127.0.0.1:6379.');
    const stopped = renderMarkdown(
      results({
        server: null,
        profiles: [],
        drop: { notMeasured: 'stopped: boom', unreachable: false },
      }),
    );
    expect(stopped).toContain('**Goals met: 0 of 1.**');
  });

  it('gives the cost of a new page of memory beside the load average, when it was measured', () => {
    const measured = results();
    const withFaults = renderMarkdown({
      ...measured,
      machine: { ...measured.machine, pageFaultMicros: { atStart: 12.04, atEnd: 0.31 } },
    });
    expect(lineOf(withFaults, '2026-05-01')).toContain(
      'at the end. A new 4 KiB page of memory took 12.0 µs at the start and 0.3 µs at the end:',
    );
    expect(lineOf(markdown, '2026-05-01')).not.toContain('page of memory');
  });

  it('counts the goals met', () => {
    expect(markdown).toMatch(/\*\*Goals met: \d+ of \d+\.\*\*/);
  });

  it('leaves out the parts a quick run skipped', () => {
    const pagesOnly = renderMarkdown(results({ server: null, drop: null }));
    expect(pagesOnly).not.toContain('## Server');
    expect(pagesOnly).not.toContain('## Launch day');
    const withoutApi = renderMarkdown(results({ server: serverFigures({ api: null }) }));
    expect(withoutApi).toContain('## Server');
    expect(withoutApi).not.toContain('### API routes');
    const serverOnly = renderMarkdown(results({ profiles: [] }));
    expect(serverOnly).not.toContain('## Pages');
  });
});
