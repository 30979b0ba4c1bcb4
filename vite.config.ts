import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { contentMarkdown } from './scripts/content-markdown-plugin.ts';
import { buildConstants } from './scripts/build-constants.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { chunkModulesManifest } from './scripts/chunk-modules-plugin.ts';
import { jitlessZodAlias } from './scripts/jitless-zod-alias.ts';
import reactRouterConfig from './react-router.config.ts';

export default defineConfig({
  plugins: [contentMarkdown(), tailwindcss(), reactRouter(), chunkModulesManifest()],
  define: buildConstants(process.env),
  build: { assetsInlineLimit: 0 },
  resolve: { alias: [jitlessZodAlias] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: chunkGroups(reactRouterConfig.appDirectory) },
        },
      },
    },
  },
});
