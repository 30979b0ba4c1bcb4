import { Award, ExternalLink, FileDown } from 'lucide-react';
import { Link } from 'react-router';
import type { LibraryPurchase } from '../../../shared/library.ts';
import { formatUsd } from '../../../shared/money.ts';
import { formatLocalTime } from '../../lib/dates.ts';
import { LicencePanel } from './licence-panel.tsx';
import { BillingDetailsForm } from '../../components/billing-details-form.tsx';
import { saveLibraryBilling } from './api/library-api.ts';

const linkClass =
  'inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline';

const statusWords = {
  completed: 'Paid',
  refunded: 'Refunded',
  pending: 'Pending',
  failed: 'Failed',
  disputed: 'Disputed',
} as const;

/** One purchase: its receipt facts, and its licence (the bot) or its edition (art). */
export function PurchaseCard({ purchase }: { purchase: LibraryPurchase }) {
  const titleId = `purchase-${purchase.reference}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <h3 id={titleId} className="text-lg font-bold break-words">
        {purchase.productName}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Order</dt>
        <dd className="font-mono">{purchase.reference}</dd>
        <dt className="text-muted-foreground">Bought</dt>
        <dd>{formatLocalTime(purchase.createdAt)}</dd>
        <dt className="text-muted-foreground">Paid</dt>
        <dd>
          {formatUsd(purchase.amountCents)} {purchase.currency.toUpperCase()}
        </dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{statusWords[purchase.status]}</dd>
      </dl>
      {purchase.licence ? (
        <LicencePanel reference={purchase.reference} licence={purchase.licence} />
      ) : null}
      {purchase.edition ? (
        <div className="mt-5">
          <h4 className="flex items-center gap-2 font-semibold">
            <Award className="size-4 text-primary" aria-hidden="true" />
            Edition {purchase.edition.editionNumber} of {purchase.edition.editionOf}
          </h4>
          <p className="mt-1 text-sm text-muted-foreground">
            Verification code{' '}
            <span className="font-mono break-all">{purchase.edition.verificationCode}</span>
          </p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <a className={linkClass} href={purchase.edition.certificateUrl} download>
              <FileDown className="size-4" aria-hidden="true" />
              Certificate (PDF)
            </a>
            <Link className={linkClass} to={purchase.edition.verifyUrl}>
              <ExternalLink className="size-4" aria-hidden="true" />
              Verify the certificate
            </Link>
          </p>
        </div>
      ) : null}
      {purchase.invoiceUrl ? (
        <div className="mt-5 grid gap-3">
          <h4 className="flex items-center gap-2 font-semibold">
            <FileDown className="size-4 text-primary" aria-hidden="true" />
            Invoice {purchase.invoiceNumber}
          </h4>
          <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <a className={linkClass} href={purchase.invoiceUrl} download>
              Invoice (PDF)
            </a>
            {purchase.creditNotes.map((note) => (
              <a key={note.number} className={linkClass} href={note.url} download>
                Credit note {note.number} (PDF)
              </a>
            ))}
          </p>
          <BillingDetailsForm
            billing={purchase.billing}
            save={(input) => saveLibraryBilling(purchase.reference, input)}
          />
        </div>
      ) : null}
    </article>
  );
}
