import path from 'node:path';

/**
 * The pages' zod is jitless (see src/client/lib/zod-jitless.ts); the server, run by Node, keeps
 * zod's fast paths. Both browser builds use it: vite.config.ts and scripts/build-islands.ts.
 */
export const jitlessZodAlias = {
  find: /^zod$/,
  replacement: path.resolve('src/client/lib/zod-jitless.ts'),
};
