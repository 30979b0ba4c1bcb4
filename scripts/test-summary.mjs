// Adds up the Vitest and Playwright JSON reports into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('reports/vitest.json')) {
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
if (existsSync('reports/playwright.json')) {
  const { stats } = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
