/**
 * Compiles the server and the operator CLIs into build/server (part of `npm run build`).
 *
 *   node --import tsx scripts/build-server.ts
 */
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { serverBuildOptions, serverOutDir } from './server-bundle.ts';

await rm(serverOutDir, { recursive: true, force: true });
const result = await build(serverBuildOptions());
const outputs = Object.entries(result.metafile?.outputs ?? {});
const kib = outputs.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024;
console.log(
  `compiled the server: ${outputs.length} files, ${kib.toFixed(0)} KiB in ${serverOutDir}`,
);
