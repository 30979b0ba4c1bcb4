import { open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

/*
 * Adds small files to a stored zip without rebuilding it: every byte before the central
 * directory is served as stored, then one stored (uncompressed) local entry per added file, then
 * the central directory again with the new entries' records, and a new end record (zip64 when
 * the stored zip uses it or the offsets need it). The same additions always give the same bytes,
 * so a resumed download continues where it stopped and Content-Length is exact.
 */

const SIG = {
  local: 0x04034b50,
  central: 0x02014b50,
  end: 0x06054b50,
  end64: 0x06064b50,
  locator64: 0x07064b50,
} as const;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
const END_BYTES = 22;
const LOCATOR_BYTES = 20;
const END64_BYTES = 56;
/** UTF-8 names (general purpose flag bit 11). */
const UTF8_FLAG = 0x0800;

/** Where a stored zip's central directory is, and what the spliced copy keeps of its end. */
export interface ZipLayout {
  /** Every byte before this offset is served as stored. */
  centralOffset: number;
  central: Buffer;
  entryCount: number;
  comment: Buffer;
  zip64: boolean;
  /** The DOS time and date of the stored entries, given to the added ones too. */
  dosTime: number;
  dosDate: number;
}

export interface ZipAddition {
  name: string;
  data: Buffer;
}

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const u64 = (buffer: Buffer, at: number) => Number(buffer.readBigUInt64LE(at));

/** Reads the end records and central directory of the zip at `path` (`size` bytes long). */
export async function readZipLayout(path: string, size: number): Promise<ZipLayout> {
  const tailLength = Math.min(size, END_BYTES + MAX16 + LOCATOR_BYTES);
  const tailStart = size - tailLength;
  const tail = await readAt(path, tailStart, tailLength);
  let end = -1;
  for (let at = tail.length - END_BYTES; at >= 0; at--) {
    if (
      tail.readUInt32LE(at) === SIG.end &&
      at + END_BYTES + tail.readUInt16LE(at + 20) === tail.length
    ) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip: no end of central directory record');
  let entryCount = tail.readUInt16LE(end + 10);
  let centralSize = tail.readUInt32LE(end + 12);
  let centralOffset = tail.readUInt32LE(end + 16);
  const comment = Buffer.from(tail.subarray(end + END_BYTES));
  const locator = end - LOCATOR_BYTES;
  const zip64 = locator >= 0 && tail.readUInt32LE(locator) === SIG.locator64;
  if (zip64) {
    const record = await readAt(path, u64(tail, locator + 8), END64_BYTES);
    if (record.readUInt32LE(0) !== SIG.end64) throw new Error('zip64 end record not found');
    entryCount = u64(record, 32);
    centralSize = u64(record, 40);
    centralOffset = u64(record, 48);
  }
  const central = await readAt(path, centralOffset, centralSize);
  if (
    central.length !== centralSize ||
    (entryCount > 0 && central.readUInt32LE(0) !== SIG.central)
  ) {
    throw new Error('zip central directory not where its end record says');
  }
  return {
    centralOffset,
    central,
    entryCount,
    comment,
    zip64,
    dosTime: entryCount > 0 ? central.readUInt16LE(12) : 0,
    dosDate: entryCount > 0 ? central.readUInt16LE(14) : 0x21,
  };
}

function localEntry(layout: ZipLayout, name: Buffer, data: Buffer, crc: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(SIG.local, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(UTF8_FLAG, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(layout.dosTime, 10);
  header.writeUInt16LE(layout.dosDate, 12);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, name, data]);
}

function centralRecord(
  layout: ZipLayout,
  name: Buffer,
  size: number,
  crc: number,
  offset: number,
): Buffer {
  const extra = Buffer.alloc(offset >= MAX32 ? 12 : 0);
  if (extra.length > 0) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(offset), 4);
  }
  const header = Buffer.alloc(46);
  header.writeUInt32LE(SIG.central, 0);
  header.writeUInt16LE((3 << 8) | 45, 4); // made on Unix, by a zip64-aware writer
  header.writeUInt16LE(extra.length > 0 ? 45 : 20, 6);
  header.writeUInt16LE(UTF8_FLAG, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(layout.dosTime, 12);
  header.writeUInt16LE(layout.dosDate, 14);
  header.writeUInt32LE(crc, 16);
  header.writeUInt32LE(size, 20);
  header.writeUInt32LE(size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt16LE(0, 32); // comment
  header.writeUInt16LE(0, 34); // disk
  header.writeUInt16LE(0, 36); // internal attributes
  header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a plain file, rw-r--r--
  header.writeUInt32LE(Math.min(offset, MAX32), 42);
  return Buffer.concat([header, name, extra]);
}

function endRecords(
  layout: ZipLayout,
  entryCount: number,
  centralSize: number,
  centralOffset: number,
) {
  const zip64 =
    layout.zip64 || entryCount >= MAX16 || centralSize >= MAX32 || centralOffset >= MAX32;
  const end = Buffer.alloc(END_BYTES);
  end.writeUInt32LE(SIG.end, 0);
  end.writeUInt16LE(zip64 ? MAX16 : entryCount, 8);
  end.writeUInt16LE(zip64 ? MAX16 : entryCount, 10);
  end.writeUInt32LE(zip64 ? MAX32 : centralSize, 12);
  end.writeUInt32LE(zip64 ? MAX32 : centralOffset, 16);
  end.writeUInt16LE(layout.comment.length, 20);
  if (!zip64) return Buffer.concat([end, layout.comment]);
  const record = Buffer.alloc(END64_BYTES);
  record.writeUInt32LE(SIG.end64, 0);
  record.writeBigUInt64LE(BigInt(END64_BYTES - 12), 4);
  record.writeUInt16LE((3 << 8) | 45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entryCount), 24);
  record.writeBigUInt64LE(BigInt(entryCount), 32);
  record.writeBigUInt64LE(BigInt(centralSize), 40);
  record.writeBigUInt64LE(BigInt(centralOffset), 48);
  const locator = Buffer.alloc(LOCATOR_BYTES);
  locator.writeUInt32LE(SIG.locator64, 0);
  locator.writeBigUInt64LE(BigInt(centralOffset + centralSize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end, layout.comment]);
}

/**
 * What follows the stored zip's first `layout.centralOffset` bytes in the spliced copy: the added
 * entries, the whole central directory and the end records.
 */
export function splicedTail(layout: ZipLayout, additions: readonly ZipAddition[]): Buffer {
  const locals: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = layout.centralOffset;
  for (const addition of additions) {
    const name = Buffer.from(addition.name, 'utf8');
    const crc = crc32(addition.data);
    records.push(centralRecord(layout, name, addition.data.length, crc, offset));
    const local = localEntry(layout, name, addition.data, crc);
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat([layout.central, ...records]);
  const entryCount = layout.entryCount + additions.length;
  return Buffer.concat([
    ...locals,
    central,
    endRecords(layout, entryCount, central.length, offset),
  ]);
}
