import { apiPath, withQuery } from '../../shared/api-paths.ts';
import type { LibraryPurchase } from '../../shared/library.ts';
import type { Db } from '../db/client.ts';
import { billingDetailsOf } from '../orders/billing-details.ts';
import { orderDocuments } from '../orders/invoice-numbers.ts';

/** A purchase's invoice, credit notes and billing details, with the library's PDF addresses. */
export async function libraryDocuments(
  db: Db,
  orderId: number,
  reference: string,
): Promise<Pick<LibraryPurchase, 'invoiceNumber' | 'invoiceUrl' | 'creditNotes' | 'billing'>> {
  const documents = await orderDocuments(db, orderId);
  return {
    invoiceNumber: documents.invoiceNumber,
    invoiceUrl: documents.invoiceNumber ? apiPath('libraryInvoice', { reference }) : null,
    creditNotes: documents.creditNotes.map((note) => ({
      ...note,
      url: withQuery(apiPath('libraryCreditNote', { reference }), { n: note.number }),
    })),
    billing: await billingDetailsOf(db, orderId),
  };
}
