import { FileText } from 'lucide-react';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import type { AdminOrderInvoice } from '../../../../shared/invoices.ts';
import { formatUsd } from '../../../../shared/money.ts';

/** The order's invoice and credit notes, as the buyer gets them (the PDFs print their details). */
export function OrderInvoice({
  orderId,
  invoice,
}: {
  orderId: number;
  invoice: AdminOrderInvoice;
}) {
  if (!invoice.invoiceNumber) return null;
  return (
    <section
      aria-labelledby="order-invoice"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="order-invoice" className="flex items-center gap-2 text-lg font-semibold">
        <FileText className="size-5" aria-hidden="true" />
        Invoice {invoice.invoiceNumber}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={apiPath('adminOrderInvoice', { id: orderId })} download className="btn-secondary">
          Download invoice (PDF)
        </a>
        {invoice.creditNotes.map((note) => (
          <a
            key={note.number}
            href={withQuery(apiPath('adminOrderCreditNote', { id: orderId }), { n: note.number })}
            download
            className="btn-secondary"
          >
            Credit note {note.number} ({formatUsd(note.amountCents)}, PDF)
          </a>
        ))}
      </div>
    </section>
  );
}
