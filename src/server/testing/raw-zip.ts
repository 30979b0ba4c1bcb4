import { crc32, deflateRawSync } from 'node:zlib';

export interface RawZipEntry {
  name: string;
  content?: Buffer;
  /** Unix mode kept in the entry's external attributes (0o120777 marks a symbolic link). */
  mode?: number;
  /** Deflate the content (otherwise stored as is). */
  deflate?: boolean;
  /** The uncompressed size the headers claim, when a test wants them to lie. */
  claimedSize?: number;
  /** Marks the entry as encrypted (general purpose bit 0). */
  encrypted?: boolean;
}

/**
 * Writes a zip byte by byte, so tests can build the zips a careful tool refuses to write:
 * absolute paths, `..`, drive letters, links, headers that understate the content.
 */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content = entry.content ?? Buffer.alloc(0);
    const data = entry.deflate ? deflateRawSync(content) : content;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.claimedSize ?? content.length;
    const flags = 0x800 | (entry.encrypted ? 1 : 0);
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(content);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the mode is read
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
