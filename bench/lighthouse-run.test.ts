import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import {
  auditLighthouse,
  checkRecordedLoad,
  type GatheredRun,
  gatherLighthouse,
} from './lighthouse-run.ts';

// A page whose only script keeps the main thread busy for 40 ms after the first paint: no long
// task at full speed, several hundred milliseconds of blocking once slowed down ten times.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Busy page</title>
<meta name="description" content="A page that works for 40 ms after its first paint"></head>
<body><h1>Busy page</h1><p>One paragraph.</p>
<script>requestAnimationFrame(() => setTimeout(() => { const end = performance.now() + 40; while (performance.now() < end); }, 0));</script>
</body></html>`;

describe('gatherLighthouse and auditLighthouse', () => {
  let server: http.Server;
  let folder: string;
  let run: GatheredRun;

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    folder = await mkdtemp(path.join(os.tmpdir(), 'cryptomaton-lighthouse-test-'));
    run = await gatherLighthouse(`http://127.0.0.1:${port}/`, path.join(folder, 'load'));
  }, 120_000);

  afterAll(async () => {
    server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("keeps the CPU index Lighthouse measured in the load's own browser", () => {
    expect(run.benchmarkIndex).toBeGreaterThan(0);
  });

  it('audits one load at any slowdown, which multiplies its main-thread time', async () => {
    const fullSpeed = await auditLighthouse(run, folder, 1);
    const slowed = await auditLighthouse(run, folder, 10);
    expect(fullSpeed.cpuSlowdownMultiplier).toBe(1);
    expect(slowed.cpuSlowdownMultiplier).toBe(10);
    // The same load: the index is the one gathered, whatever the slowdown.
    expect(fullSpeed.benchmarkIndex).toBe(run.benchmarkIndex);
    expect(slowed.benchmarkIndex).toBe(run.benchmarkIndex);
    expect(slowed.tbtMs).toBeGreaterThan(fullSpeed.tbtMs + 100);
    expect(slowed.score).toBeLessThan(fullSpeed.score);
  }, 120_000);

  it('finds a load whose recording missed the navigation, so it can be loaded again', () => {
    const { Trace } = loadArtifacts(run.folder);
    expect(() => checkRecordedLoad({ Trace })).not.toThrow();
    const withoutNavigation = {
      Trace: {
        ...Trace,
        traceEvents: Trace.traceEvents.filter(
          (event: { name: string }) => event.name !== 'navigationStart',
        ),
      },
    };
    expect(() => checkRecordedLoad(withoutNavigation)).toThrow(
      expect.objectContaining({ code: 'NO_NAVSTART' }),
    );
  });
});
