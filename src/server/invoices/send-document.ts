import type { FastifyReply } from 'fastify';
import { siteConfig } from '../../shared/site-config.ts';
import { type InvoiceDocument, invoicePdf } from './invoice-pdf.ts';

/** What a buyer or the owner is told when there is no document to give. */
export const invoiceMessages = {
  noOrder: 'We could not find this order.',
  noInvoice:
    'This order has no invoice yet: an invoice is issued when the payment completes. Please try again once it has.',
  noCreditNote:
    'This order has no credit note of that number: a credit note is issued when money is refunded.',
} as const;

/** "Cryptomaton-invoice-INV-000123.pdf": what the buyer's download is saved as. */
export const documentFileName = (doc: Pick<InvoiceDocument, 'kind' | 'number'>) =>
  `${siteConfig.brand}-${doc.kind}-${doc.number}.pdf`;

/**
 * Sends the document as a PDF, or a 404 that says why there is none. Documents name the buyer,
 * so no cache (a shared proxy, the browser's disk) keeps a copy.
 */
export async function sendDocument(
  reply: FastifyReply,
  doc: InvoiceDocument | undefined,
  missing: string,
): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-store');
  if (!doc) return reply.code(404).send({ error: 'Not Found', message: missing });
  const bytes = Buffer.from(await invoicePdf(doc));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${documentFileName(doc)}"`)
    .header('content-length', String(bytes.length))
    .send(bytes);
}
