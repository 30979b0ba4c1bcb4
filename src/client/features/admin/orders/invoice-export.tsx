import { Download } from 'lucide-react';
import { useState } from 'react';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';

/** YYYY-MM-DD of a date in UTC, as the export's period is read. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The owner's export of a period's invoices and credit notes, for the accountant: a CSV of them
 * all, or a zip of their PDFs. Days are UTC days, both included; this month so far by default.
 */
export function InvoiceExport() {
  const today = new Date();
  const [from, setFrom] = useState(() => `${utcDay(today).slice(0, 8)}01`);
  const [to, setTo] = useState(() => utcDay(today));
  const period = { from, to };
  const ready = Boolean(from && to && from <= to);
  return (
    <section
      aria-labelledby="invoice-export"
      className="mt-8 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="invoice-export" className="text-lg font-semibold">
        Invoices and credit notes
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Download the documents issued in a period (UTC days, both included).
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FormField label="Issued from">
          <TextInput type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </FormField>
        <FormField label="Issued to" error={ready ? undefined : 'Pick a day on or after From.'}>
          <TextInput type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <a
            href={ready ? withQuery(apiPath('adminInvoicesCsv'), period) : undefined}
            aria-disabled={!ready || undefined}
            download
            className="btn-secondary h-11"
          >
            <Download className="size-4" aria-hidden="true" />
            Invoices CSV
          </a>
          <a
            href={ready ? withQuery(apiPath('adminInvoicesZip'), period) : undefined}
            aria-disabled={!ready || undefined}
            download
            className="btn-secondary h-11"
          >
            <Download className="size-4" aria-hidden="true" />
            PDFs (zip)
          </a>
        </div>
      </div>
    </section>
  );
}
