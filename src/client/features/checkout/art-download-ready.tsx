import { CheckCircle2, Download, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderView } from '../../../shared/order-view.ts';
import { linkTerms } from '../../../shared/link-terms.ts';
import { LinkFacts } from './link-facts.tsx';

type Order = OrderView['order'];

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * After paying for an art piece: the piece and its edition, the certificate that comes with it
 * and where anyone can check it, and the download with its link's terms. No setup guide: that
 * is for the bot.
 */
export function ArtDownloadReady({
  order,
  download,
}: {
  order: Order;
  download: NonNullable<Order['download']>;
}) {
  const { edition } = order;
  const pieceName = edition?.pieceName ?? order.productName;
  const terms = linkTerms('art');
  return (
    <section className="rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-10">
      <CheckCircle2 className="mx-auto size-12 text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Payment Successful!</h1>
      <p className="mt-3 text-muted-foreground">
        Thank you for your purchase.{' '}
        {edition ? (
          <>
            Edition {edition.editionNumber} of {edition.editionOf} of{' '}
            <strong className="text-foreground">{pieceName}</strong> is yours
          </>
        ) : (
          <>
            <strong className="text-foreground">{pieceName}</strong> is yours
          </>
        )}
        . We have also emailed the link to{' '}
        <strong className="break-all text-foreground">{order.email}</strong>.
      </p>
      <a href={download.url} download className="btn-primary mt-8 h-auto min-h-12 px-8 text-base">
        <Download className="size-5 shrink-0" aria-hidden="true" /> Download {pieceName}
      </a>
      <LinkFacts
        download={download}
        reference={order.reference}
        before={
          edition ? (
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-muted-foreground">Edition</dt>
              <dd className="text-right font-medium">
                {edition.editionNumber} of {edition.editionOf}
              </dd>
            </div>
          ) : null
        }
      />
      <p className="mt-6 text-sm text-muted-foreground">
        The link works for {terms.hours} hours after purchase and for up to {terms.maxDownloads}{' '}
        downloads. The zip holds the artwork, its certificate of authenticity, its metadata and the
        usage rights: save it somewhere safe.
      </p>
      {edition ? <Certificate edition={edition} /> : null}
    </section>
  );
}

function Certificate({ edition }: { edition: NonNullable<Order['edition']> }) {
  return (
    <div
      aria-labelledby="certificate-heading"
      role="group"
      className="mt-8 rounded-xl border border-border bg-muted/50 p-5 text-left"
    >
      <h2 id="certificate-heading" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Certificate of authenticity
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Your certificate names this edition and carries the verification code{' '}
        <code className="font-mono font-medium whitespace-nowrap text-foreground">
          {edition.verificationCode}
        </code>
        . Anyone you show it to can check it is genuine at{' '}
        <Link to={edition.verifyUrl} className={`${linkClass} break-words`}>
          {edition.verifyUrl}
        </Link>
        .
      </p>
    </div>
  );
}
