import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Any UTF-16 unit past ASCII, surrogate halves included. */
const NOT_ASCII = /[\u0080-\uffff]/g;
const HAS_NOT_ASCII = /[\u0080-\uffff]/;

/**
 * Writes `text` in ASCII: every other UTF-16 unit as a `\uXXXX` escape. esbuild already escapes
 * strings, templates, regular expressions and names (its `charset: 'ascii'` default), so what
 * this meets is comment text (an em dash, a curly quote), where the escape is only letters.
 * (Elsewhere the escape means the same character, but for raw forms: `String.raw`, a pattern's
 * `source`.)
 */
export function asciiOnly(text: string): string {
  return text.replace(
    NOT_ASCII,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Keeps the compiled server's files ASCII. V8 holds each module's source for as long as the
 * process runs, and one character outside ASCII anywhere in a file (a comment kept from a
 * dependency) stores the whole file as two bytes a character: 3.6 MB of idle memory for
 * `server.js` and the zod chunk.
 */
export function asciiOutputPlugin(): Plugin {
  return {
    name: 'ascii-output',
    setup(build) {
      build.onEnd(async (result) => {
        const { write, absWorkingDir = process.cwd() } = build.initialOptions;
        if (write === false || result.errors.length > 0 || !result.metafile) return;
        for (const output of Object.keys(result.metafile.outputs)) {
          if (path.extname(output) !== '.js') continue;
          const file = path.resolve(absWorkingDir, output);
          const text = await readFile(file, 'utf8');
          if (HAS_NOT_ASCII.test(text)) await writeFile(file, asciiOnly(text));
        }
      });
    },
  };
}
