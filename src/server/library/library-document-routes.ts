import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  BillingDetailsResponseSchema,
  BillingDetailsSchema,
  CreditNoteQuerySchema,
  parseCreditNoteNumber,
} from '../../shared/invoices.ts';
import { LibraryPurchaseParamsSchema } from '../../shared/library.ts';
import type { routeRateLimit } from '../http/rate-limits.ts';
import {
  type InvoiceSeller,
  orderCreditNoteDocument,
  orderInvoiceDocument,
} from '../invoices/invoice-documents.ts';
import type { Db } from '../db/client.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';
import { invoiceMessages, sendDocument } from '../invoices/send-document.ts';
import { saveBillingDetails } from '../orders/billing-details.ts';
import type { Order } from '../orders/order-repository.ts';
import { editionCertificate } from './purchase-actions.ts';

type LibraryApp = Parameters<FastifyPluginAsyncZod>[0];

/** The signed-in buyer's purchase a call names by its reference (404 for anyone else's). */
export type PurchaseOf = (
  request: FastifyRequest<{ Params: z.infer<typeof LibraryPurchaseParamsSchema> }>,
) => Promise<Order>;

/** What a purchase's papers are made from. */
export interface LibraryDocumentDeps {
  db: Db;
  receipts: ReceiptSettings;
  /** Who issues invoices and credit notes (the seller, with the tax number). */
  invoiceSeller: InvoiceSeller;
}

/**
 * A purchase's papers in the library: an art edition's certificate, the invoice, the credit
 * notes, and the billing details the invoice prints. Registered inside the library's plugin, so
 * its session guard and refusals hold for these calls too.
 */
export function libraryDocumentRoutes(
  app: LibraryApp,
  {
    deps,
    config,
    refusals,
    purchaseOf,
  }: {
    deps: LibraryDocumentDeps;
    config: ReturnType<typeof routeRateLimit>;
    refusals: Record<401 | 403 | 404, typeof ApiErrorSchema>;
    purchaseOf: PurchaseOf;
  },
): void {
  app.get(
    apiPaths.libraryCertificate,
    {
      config,
      schema: {
        summary: 'The certificate of an art edition, as a PDF',
        tags: ['Library'],
        params: LibraryPurchaseParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await purchaseOf(request);
      const { pdf, fileName } = await editionCertificate(deps.db, order, deps.receipts);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    apiPaths.libraryInvoice,
    {
      config,
      schema: {
        summary: 'The invoice of a purchase, as a PDF',
        tags: ['Library'],
        params: LibraryPurchaseParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const order = await purchaseOf(request);
      const doc = await orderInvoiceDocument(deps.db, order, deps.invoiceSeller);
      return sendDocument(reply, doc, invoiceMessages.noInvoice);
    },
  );

  app.get(
    apiPaths.libraryCreditNote,
    {
      config,
      schema: {
        summary: 'A credit note of a purchase, as a PDF: `?n=CN-000045`, or the latest',
        tags: ['Library'],
        params: LibraryPurchaseParamsSchema,
        querystring: CreditNoteQuerySchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const order = await purchaseOf(request);
      const { n } = request.query;
      const number = n === undefined ? undefined : parseCreditNoteNumber(n);
      const doc =
        n !== undefined && number === undefined
          ? undefined
          : await orderCreditNoteDocument(deps.db, order, deps.invoiceSeller, number);
      return sendDocument(reply, doc, invoiceMessages.noCreditNote);
    },
  );

  app.post(
    apiPaths.libraryBilling,
    {
      config,
      schema: {
        summary: 'Add or change the billing details a purchase’s invoice prints',
        tags: ['Library'],
        params: LibraryPurchaseParamsSchema,
        body: BillingDetailsSchema,
        response: { 200: BillingDetailsResponseSchema, 400: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const order = await purchaseOf(request);
      return { billing: await saveBillingDetails(deps.db, order.id, request.body) };
    },
  );
}
