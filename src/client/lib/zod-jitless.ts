import { z } from 'zod/v4';

/*
 * `zod` as the pages get it (vite.config.ts points `zod` here for the front-end build). Building an
 * object schema, zod 4 probes for eval with `new Function`; the CSP forbids eval, so the browser
 * reports a violation even though zod catches the error. Jitless, zod skips the probe and parses
 * without compiled fast paths. Set here, it holds before any shared schema is built, since every
 * schema module imports zod first. The server keeps the compiled fast paths.
 */
z.config({ jitless: true });

export * from 'zod/v4';
