import { open } from 'node:fs/promises';

/** The first `bytes` of a file (fewer when it is shorter): enough to tell its type by content. */
export async function readFileStart(filePath: string, bytes: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The type a file's first bytes show (file-type's detection), or undefined. file-type and its
 * tokenizers (about 12 MB) load with the first upload, not with every process at start.
 */
export async function detectedType(sample: Uint8Array): Promise<{ ext: string } | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(sample);
}
