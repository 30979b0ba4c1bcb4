import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { contentMarkdown } from './scripts/content-markdown-plugin.ts';

export default defineConfig({
  // Tests import the Markdown content (blog articles, FAQ) as the build does.
  plugins: [contentMarkdown()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      // The multi-process harness's own parts; the suite itself is npm run test:scale.
      'tests/scale/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
    // Route tests each open their own database; PGlite start-up is a little slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // while most route tests wait on a database. Two took the suite from 9.1 to 7.0 minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI adds a JSON report that scripts/test-summary.mjs turns into one closing line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
