import type { FastifyInstance } from 'fastify';
import { pdfTextLines } from './pdf-text.ts';

/** The seller the invoices' tests print: invoices are only issued once the shop names one. */
export const SELLER_ENV = {
  SELLER_NAME: 'Cryptomaton Ltd',
  SELLER_ADDRESS: '1 Queen Street, Auckland 1010, New Zealand',
  SELLER_TAX_NUMBER: 'NZBN 9429041234567',
};

/** Fetches a document the shop serves, with the lines its PDF draws when it came (200). */
export async function fetchPdf(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'GET', url, headers });
  return {
    response,
    lines: response.statusCode === 200 ? await pdfTextLines(response.rawPayload) : [],
  };
}

/** The running number of an invoice or credit note (INV-000042, CN-000007), NaN for anything else. */
export const documentNumberPart = (documentNumber: string | null | undefined) =>
  Number(/^(?:INV|CN)-(\d{6})$/.exec(documentNumber ?? '')?.[1] ?? NaN);
