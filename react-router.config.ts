import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { deferBuiltHydration } from './scripts/defer-built-hydration.ts';
import { blogPaths } from './src/client/content/blog/paths.ts';
import { prerenderedPaths } from './src/shared/site-routes.ts';

// Static HTML for every public page; client-only areas (checkout, demo, admin) are left to the
// SPA fallback shell. See docs/decisions/0001-stack.md.
export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: false,
  prerender: () => [...prerenderedPaths(), ...blogPaths()],
  // Every page, the fallback shell included, paints before it loads its scripts.
  buildEnd: ({ reactRouterConfig }) =>
    deferBuiltHydration(path.join(reactRouterConfig.buildDirectory, 'client')),
} satisfies Config;
