import path from 'node:path';
import { detectedType, readFileStart } from '../files/file-start.ts';

/** What file-type may detect in a file with each extension; `text` means no binary signature. */
const EXPECTED: Record<string, readonly string[] | 'text'> = {
  '.zip': ['zip'],
  '.pdf': ['pdf'],
  '.mp4': ['mp4', 'm4v'],
  '.py': 'text',
  '.txt': 'text',
};

// file-type reads at most this much to decide; so do we.
const SAMPLE_BYTES = 4_100;

/**
 * Why a stored file's content does not match its name, or null when it does. Types with a
 * signature (zip, pdf, mp4) must carry it; text files (.py, .txt) must be UTF-8 text with no NUL
 * byte and no binary signature, so an executable renamed to .txt is refused.
 */
export async function contentProblem(filePath: string, name: string): Promise<string | null> {
  const extension = path.extname(name).toLowerCase();
  const expected = EXPECTED[extension];
  if (!expected) return `${name}: this type of file cannot go in the package.`;

  const sample = await readFileStart(filePath, SAMPLE_BYTES);

  const detected = await detectedType(sample);
  const mismatch = `${name}: the content is not a ${extension.slice(1)} file.`;
  if (expected !== 'text') return detected && expected.includes(detected.ext) ? null : mismatch;
  if (detected || sample.includes(0)) return mismatch;
  try {
    // `stream: true` tolerates a character cut in half at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return null;
  } catch {
    return mismatch;
  }
}
