import { FileText } from 'lucide-react';
import { apiPath, withQuery } from '../../../shared/api-paths.ts';
import type { OrderView } from '../../../shared/order-view.ts';
import { formatUsd } from '../../../shared/money.ts';
import { BillingDetailsForm } from '../../components/billing-details-form.tsx';
import { saveBillingDetails } from './api/save-billing-details.ts';

/**
 * The paid order's invoice (and a credit note per refund), and the billing details it prints.
 * The PDFs are made when downloaded, so details saved here show on the next download.
 */
export function InvoiceCard({ order }: { order: OrderView['order'] }) {
  if (!order.invoiceNumber) return null;
  const token = order.token;
  return (
    <section
      aria-labelledby="invoice-title"
      className="grid gap-4 rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <FileText className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="invoice-title" className="text-lg font-semibold">
            Invoice {order.invoiceNumber}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            No tax was charged: the price you paid is the total.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <a href={apiPath('orderInvoice', { token })} download className="btn-secondary">
          Download invoice (PDF)
        </a>
        {order.creditNotes.map((note) => (
          <a
            key={note.number}
            href={withQuery(apiPath('orderCreditNote', { token }), { n: note.number })}
            download
            className="btn-secondary"
          >
            Credit note {note.number} ({formatUsd(note.amountCents)}, PDF)
          </a>
        ))}
      </div>
      <BillingDetailsForm
        billing={order.billing}
        save={(input) => saveBillingDetails(token, input)}
      />
    </section>
  );
}
