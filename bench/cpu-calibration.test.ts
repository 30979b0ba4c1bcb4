import { describe, expect, it } from 'vitest';
import { measureHostIndex } from './cpu-calibration.ts';

describe('measureHostIndex', () => {
  it("runs Lighthouse's CPU benchmark in Chromium and gives the median of its runs", async () => {
    const host = await measureHostIndex();
    expect(host.runs).toHaveLength(5);
    for (const run of host.runs) expect(run).toBeGreaterThan(0);
    const sorted = [...host.runs].sort((a, b) => a - b);
    expect(host.median).toBe(sorted[2]);
  }, 60_000);
});
