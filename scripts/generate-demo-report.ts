/**
 * Writes the /demo page's backtest report, produced by src/backtest, as JSON, and beside it the
 * few figures the demo's intro shows (demo-intro.json), so the intro paints without the report.
 *
 *   node --import tsx scripts/generate-demo-report.ts [outFile]
 *
 * Default outFile: src/client/features/demo/demo-report.json. The run is deterministic (fixed
 * seed, no clock, no Math.random): running it twice writes the same bytes. The files are
 * committed and the build only reads them: after a change to src/backtest, run
 * `npm run demo:report` and commit the result (tests/unit/demo-report-file.test.ts fails until
 * then).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateDemoReport, serialiseReport } from '../src/backtest/demo-report.ts';
import { demoIntroFacts, serialiseIntroFacts } from '../src/client/features/demo/demo-intro.ts';

const defaultOut = 'src/client/features/demo/demo-report.json';

async function main(): Promise<void> {
  const outFile = path.resolve(process.argv[2] ?? defaultOut);
  const report = generateDemoReport();
  const json = serialiseReport(report);
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, json);
  await writeFile(
    path.join(path.dirname(outFile), 'demo-intro.json'),
    serialiseIntroFacts(demoIntroFacts(report)),
  );
  const s = report.summary;
  console.log(
    `Wrote ${path.relative(process.cwd(), outFile)} (${(json.length / 1024).toFixed(0)} KB): ` +
      `${s.tradeCount} trades, return ${s.totalReturnPct}%, max drawdown ${s.maxDrawdownPct}%, ` +
      `Sharpe ${s.sharpe}, profile ${report.riskProfile.label}`,
  );
}

await main();
