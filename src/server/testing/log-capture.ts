import { Writable } from 'node:stream';

/** A log destination that keeps every line, for tests that check what the logs say. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}
