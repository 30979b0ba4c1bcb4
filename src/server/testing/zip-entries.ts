import yauzl from 'yauzl';

/** Every entry of a zip as text, in order, duplicates included (tests read packages with it). */
export function zipEntryList(buffer: Buffer): Promise<{ name: string; text: string }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: { name: string; text: string }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error('no stream'));
          let text = '';
          stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, text });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A zip's entries by name (the last of a repeated name wins). */
export async function zipEntries(buffer: Buffer): Promise<Map<string, string>> {
  return new Map((await zipEntryList(buffer)).map(({ name, text }) => [name, text]));
}
