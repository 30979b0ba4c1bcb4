import { execFileSync } from 'node:child_process';
import { median } from './stats.ts';

const PAGE_BYTES = 4096;
const TOUCHED_MIB = 256;
const PROCESSES = 3;

// Run in a fresh process so every page it writes is new to it, as a fresh browser's are.
const TOUCH_SCRIPT = `
const bytes = ${TOUCHED_MIB} * 1024 * 1024;
const memory = Buffer.allocUnsafeSlow(bytes);
const started = process.hrtime.bigint();
for (let offset = 0; offset < bytes; offset += ${PAGE_BYTES}) memory[offset] = 1;
const pages = bytes / ${PAGE_BYTES};
process.stdout.write(String(Number(process.hrtime.bigint() - started) / 1000 / pages));
`;

/** The micro-seconds one page took, as the touching process printed it. */
export function parseMicrosPerPage(printed: string): number {
  const value = Number(printed.trim());
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`The page-fault probe printed "${printed.trim()}", not a time per page`);
  }
  return value;
}

/**
 * How long the host takes to hand a process one new page of memory: the median over fresh
 * processes each writing one byte into every 4 KiB page of 256 MiB. Lighthouse's CPU index
 * does not see this cost, yet every load pays it in a new browser: on one virtual machine of
 * this kind a page took about 13 µs (2 GiB in 6.5 to 7.8 s; another host of the kind, 2 µs) and
 * the index of back-to-back loads ranged from 1,000 to 2,500, so the report prints it beside the
 * index to tell such hosts apart.
 */
export function pageFaultMicros(): number {
  const runs = Array.from({ length: PROCESSES }, () =>
    parseMicrosPerPage(execFileSync(process.execPath, ['-e', TOUCH_SCRIPT], { encoding: 'utf8' })),
  );
  return median(runs);
}
