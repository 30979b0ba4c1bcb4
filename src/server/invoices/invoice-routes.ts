import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { OrderTokenSchema } from '../../shared/order-view.ts';
import {
  BillingDetailsResponseSchema,
  BillingDetailsSchema,
  CreditNoteQuerySchema,
  parseCreditNoteNumber,
} from '../../shared/invoices.ts';
import { rateLimits } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { saveBillingDetails } from '../orders/billing-details.ts';
import { findGrantByToken, findOrderByToken } from '../orders/order-repository.ts';
import {
  type InvoiceSeller,
  orderById,
  orderCreditNoteDocument,
  orderInvoiceDocument,
} from './invoice-documents.ts';
import { invoiceMessages, sendDocument } from './send-document.ts';

const TokenParamsSchema = z.object({ token: z.string() });
/** The 200 answer is the PDF itself (application/pdf), so only the refusal is JSON. */
const pdfResponses = { 404: ApiErrorSchema };
const PDF_ANSWER = 'Answers the PDF (`application/pdf`, `Cache-Control: private, no-store`).';

/**
 * The buyer's invoice and credit notes, opened with the order token the thank-you page holds
 * (or, from the receipt, with the download link's token), and the billing details they add.
 */
export function invoiceRoutes(deps: { db: Db; seller: InvoiceSeller }): FastifyPluginAsyncZod {
  const { db, seller } = deps;
  const orderOf = async (token: string) => {
    const parsed = OrderTokenSchema.safeParse(token);
    return parsed.success ? findOrderByToken(db, parsed.data) : undefined;
  };

  return async (app) => {
    app.get(
      apiPaths.orderInvoice,
      {
        config: routeRateLimit(rateLimits.orderStatus),
        schema: {
          summary: 'The order’s invoice as a PDF, once the order is paid',
          tags: ['Orders'],
          params: TokenParamsSchema,
          description: PDF_ANSWER,
          response: pdfResponses,
        },
      },
      async (request, reply) => {
        const order = await orderOf(request.params.token);
        if (!order) return sendDocument(reply, undefined, invoiceMessages.noOrder);
        const doc = await orderInvoiceDocument(db, order, seller);
        return sendDocument(reply, doc, invoiceMessages.noInvoice);
      },
    );

    app.get(
      apiPaths.orderCreditNote,
      {
        config: routeRateLimit(rateLimits.orderStatus),
        schema: {
          summary: 'A credit note of the order as a PDF: `?n=CN-000045`, or the latest',
          tags: ['Orders'],
          params: TokenParamsSchema,
          querystring: CreditNoteQuerySchema,
          description: PDF_ANSWER,
          response: pdfResponses,
        },
      },
      async (request, reply) => {
        const order = await orderOf(request.params.token);
        if (!order) return sendDocument(reply, undefined, invoiceMessages.noOrder);
        const { n } = request.query;
        const number = n === undefined ? undefined : parseCreditNoteNumber(n);
        if (n !== undefined && number === undefined) {
          return sendDocument(reply, undefined, invoiceMessages.noCreditNote);
        }
        const doc = await orderCreditNoteDocument(db, order, seller, number);
        return sendDocument(reply, doc, invoiceMessages.noCreditNote);
      },
    );

    app.post(
      apiPaths.orderBilling,
      {
        config: routeRateLimit(rateLimits.orderStatus),
        schema: {
          summary: 'Add or change the name, company, address and VAT number the invoice prints',
          tags: ['Orders'],
          params: TokenParamsSchema,
          body: BillingDetailsSchema,
          response: { 200: BillingDetailsResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const order = await orderOf(request.params.token);
        if (!order) {
          return reply.code(404).send({ error: 'Not Found', message: invoiceMessages.noOrder });
        }
        return { billing: await saveBillingDetails(db, order.id, request.body) };
      },
    );

    // The receipt's link: the download link's token opens the invoice too, and keeps doing so
    // after the link is used up, expires or is replaced (the invoice is the buyer's for good).
    app.get(
      apiPaths.downloadInvoice,
      {
        config: routeRateLimit(rateLimits.downloadPage),
        schema: {
          summary: 'The invoice of the order a download link belongs to (the receipt’s link)',
          tags: ['Orders'],
          params: TokenParamsSchema,
          description: PDF_ANSWER,
          response: pdfResponses,
        },
      },
      async (request, reply) => {
        const token = request.params.token;
        const grant = /^[\w-]{20,100}$/.test(token) ? await findGrantByToken(db, token) : undefined;
        const order = grant ? await orderById(db, grant.orderId) : undefined;
        if (!order) return sendDocument(reply, undefined, invoiceMessages.noOrder);
        const doc = await orderInvoiceDocument(db, order, seller);
        return sendDocument(reply, doc, invoiceMessages.noInvoice);
      },
    );
  };
}
