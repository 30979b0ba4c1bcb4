import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

// WinAnsi's printable characters in 0x80–0x9F (the standard fonts' encoding); the rest is Latin-1.
const WIN_ANSI_HIGH: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

/**
 * The lines of text drawn on each page of a PDF this project made, read back from its content
 * streams: how tests check what a certificate really says, not just what the code meant to draw.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = ref ? doc.context.lookup(ref) : undefined;
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const bytesOfLine = Buffer.from(match[1] ?? '', 'hex');
        lines.push(
          [...bytesOfLine].map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join(''),
        );
      }
    }
  }
  return lines;
}
