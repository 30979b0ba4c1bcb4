import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  CreditNoteQuerySchema,
  InvoicePeriodQuerySchema,
  parseCreditNoteNumber,
} from '../../shared/invoices.ts';
import { toCsv } from '../admin/csv.ts';
import type { Db } from '../db/client.ts';
import {
  type InvoiceSeller,
  orderById,
  orderCreditNoteDocument,
  orderInvoiceDocument,
} from './invoice-documents.ts';
import { documentsInPeriod, invoiceCsvColumns, invoiceCsvRow } from './invoice-export.ts';
import { invoicesZip } from './invoice-zip.ts';
import { invoiceMessages, sendDocument } from './send-document.ts';

/**
 * The owner's side of invoices: any order's documents (the admin has no order token), and a
 * period's invoices and credit notes as CSV or a zip of PDFs. Behind the admin guard by path.
 */
export function invoiceAdminRoutes(deps: { db: Db; seller: InvoiceSeller }): FastifyPluginAsyncZod {
  const { db, seller } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminOrderInvoice,
      { schema: { params: RecordIdParamsSchema } },
      async (request, reply) => {
        const order = await orderById(db, request.params.id);
        if (!order) return sendDocument(reply, undefined, 'There is no such order.');
        return sendDocument(
          reply,
          await orderInvoiceDocument(db, order, seller),
          'This order has no invoice: it was never paid.',
        );
      },
    );

    app.get(
      apiPaths.adminOrderCreditNote,
      { schema: { params: RecordIdParamsSchema, querystring: CreditNoteQuerySchema } },
      async (request, reply) => {
        const order = await orderById(db, request.params.id);
        if (!order) return sendDocument(reply, undefined, 'There is no such order.');
        const { n } = request.query;
        const number = n === undefined ? undefined : parseCreditNoteNumber(n);
        const doc =
          n !== undefined && number === undefined
            ? undefined
            : await orderCreditNoteDocument(db, order, seller, number);
        return sendDocument(reply, doc, invoiceMessages.noCreditNote);
      },
    );

    app.get(
      apiPaths.adminInvoicesCsv,
      { schema: { querystring: InvoicePeriodQuerySchema } },
      async (request, reply) => {
        const { from, to } = request.query;
        const documents = await documentsInPeriod(db, request.query, seller);
        return reply
          .header('cache-control', 'private, no-store')
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="invoices-${from}-to-${to}.csv"`)
          .send(toCsv(invoiceCsvColumns, documents.map(invoiceCsvRow)));
      },
    );

    app.get(
      apiPaths.adminInvoicesZip,
      { schema: { querystring: InvoicePeriodQuerySchema } },
      async (request, reply) => {
        const { from, to } = request.query;
        const zip = await invoicesZip(await documentsInPeriod(db, request.query, seller));
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', 'application/zip')
          .header('content-length', String(zip.length))
          .header('content-disposition', `attachment; filename="invoices-${from}-to-${to}.zip"`)
          .send(zip);
      },
    );
  };
}
