import { type InvoiceDocument, invoicePdf } from './invoice-pdf.ts';

/** Where each kind of document goes in the export's zip. */
const folders = { invoice: 'invoices', 'credit-note': 'credit-notes' } as const;

/** The documents' PDFs in one zip, a folder per kind, each named by its number. */
export async function invoicesZip(documents: InvoiceDocument[]): Promise<Buffer> {
  const { default: yazl } = await import('yazl'); // loaded for an export, not at start
  const zip = new yazl.ZipFile();
  for (const doc of documents) {
    const pdf = Buffer.from(await invoicePdf(doc));
    // PDFs compress their own streams; storing them keeps the export fast.
    zip.addBuffer(pdf, `${folders[doc.kind]}/${doc.number}.pdf`, {
      mtime: doc.issuedAt,
      mode: 0o100644,
      compress: false,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
