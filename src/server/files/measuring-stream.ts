import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * A pass-through for an upload on its way to disk that counts its bytes and hashes them, so a
 * stored file's size and SHA-256 come from the bytes written, in the same pass.
 */
export function measuringStream(): { stream: Transform; measured: () => MeasuredBytes } {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, measured: () => ({ sizeBytes, sha256: hash.digest('hex') }) };
}

export interface MeasuredBytes {
  sizeBytes: number;
  sha256: string;
}
