import { CheckCircle2, Download, LifeBuoy, LoaderCircle, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { artCheckoutPath } from '../../../shared/art-display.ts';
import type { OrderView } from '../../../shared/order-view.ts';
import type { ItemKind } from '../../../shared/delivery.ts';
import { linkTerms } from '../../../shared/link-terms.ts';
import { commerce } from '../../../shared/site-config.ts';
import { LinkFacts } from './link-facts.tsx';
import { useOrder } from './api/get-order.ts';
import { ArtDownloadReady } from './art-download-ready.tsx';
import { InvoiceCard } from './invoice-card.tsx';
import { LicenceKeyCard } from './licence-key-card.tsx';

/** After payment: the download while the order's link is usable, otherwise where the email went. */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('order');
  const order = useOrder(token);

  useEffect(() => {
    // A failed order fetch is only logged: the page falls back to the email notice, and the
    // receipt brings the link anyway.
    if (order.error) console.error('Could not load the order', order.error);
  }, [order.error]);

  const view = order.data?.order;
  // Pending and still polling: say so. Once polling gives up, the email notice takes over.
  const { confirming } = order;

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      {view?.download ? (
        view.itemKind === 'art' ? (
          <ArtDownloadReady order={view} download={view.download} />
        ) : (
          <DownloadReady order={view} download={view.download} />
        )
      ) : view?.linkState === 'exhausted' || view?.linkState === 'expired' ? (
        <LinkSpent state={view.linkState} kind={view.itemKind} />
      ) : confirming ? (
        <section
          role="status"
          className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-10 text-center"
        >
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Confirming your payment...</h1>
          <p className="text-muted-foreground">
            This usually takes a few seconds. Please keep this page open.
          </p>
        </section>
      ) : (
        <EmailNotice
          email={view?.email ?? email}
          status={view?.status}
          kind={view?.itemKind ?? 'bot'}
          artCollectionId={view?.artCollectionId ?? null}
        />
      )}
      {view?.licence ? <LicenceKeyCard licence={view.licence} /> : null}
      {view ? <InvoiceCard order={view} /> : null}
      <NeedHelp reference={view?.reference} />
    </div>
  );
}

function DownloadReady({
  order,
  download,
}: {
  order: OrderView['order'];
  download: NonNullable<OrderView['order']['download']>;
}) {
  return (
    <section className="rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-10">
      <CheckCircle2 className="mx-auto size-12 text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Payment Successful!</h1>
      <p className="mt-3 text-muted-foreground">
        Thank you for your purchase. Your copy of Cryptomaton is ready. We have also emailed the
        link to <strong className="text-foreground">{order.email}</strong>.
      </p>
      <a href={download.url} download className="btn-primary mt-8 h-12 px-8 text-base">
        <Download className="size-5" aria-hidden="true" /> Download Cryptomaton
      </a>
      <LinkFacts download={download} reference={order.reference} />
      <p className="mt-6 text-sm text-muted-foreground">
        The link can be used up to {download.maxDownloads} times. Save the zip somewhere safe, then
        follow the{' '}
        <Link
          to="/setup-guide"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          setup guide
        </Link>
        .
      </p>
    </section>
  );
}

/** The purchase went through, but its link is used up or expired: say so, and how to get another. */
function LinkSpent({ state, kind }: { state: 'exhausted' | 'expired'; kind: ItemKind }) {
  const terms = linkTerms(kind);
  return (
    <section className="rounded-2xl border border-border bg-card p-8 sm:p-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {state === 'exhausted'
          ? `Your download link has been used ${terms.maxDownloads} times`
          : 'Your download link has expired'}
      </h1>
      <p className="mt-3 text-muted-foreground">
        Your purchase is still yours. We can email a fresh link, good for {terms.hours} hours and{' '}
        {terms.maxDownloads} downloads, to the address you bought with.
      </p>
      <Link to="/support#find-purchase" className="btn-primary mt-6">
        Send me a fresh link
      </Link>
    </section>
  );
}

function EmailNotice({
  email,
  status,
  kind,
  artCollectionId,
}: {
  email: string;
  status?: string;
  kind: ItemKind;
  artCollectionId: number | null;
}) {
  const terms = linkTerms(kind);
  if (status === 'failed') {
    return (
      <section className="rounded-2xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">Your payment did not go through</h1>
        <p className="mt-3 text-muted-foreground">
          No money was taken. You can try again with another card.
        </p>
        <a
          href={artCollectionId === null ? '/checkout' : artCheckoutPath(artCollectionId)}
          className="btn-primary mt-6"
        >
          Try again
        </a>
      </section>
    );
  }
  if (status === 'refunded') {
    return (
      <section className="rounded-2xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">This order was refunded</h1>
        <p className="mt-3 text-muted-foreground">Its download link is no longer active.</p>
      </section>
    );
  }
  return (
    <section className="rounded-2xl border border-border bg-card p-8 sm:p-10">
      <Mail className="size-10 text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Check your email</h1>
      <p className="mt-3 text-muted-foreground">
        Thank you for your purchase. Your download link is on its way
        {email ? (
          <>
            {' '}
            to <strong className="text-foreground">{email}</strong>
          </>
        ) : null}
        .
      </p>
      <ol className="mt-6 grid list-decimal gap-2 pl-5 text-sm">
        <li>
          Look for an email from Cryptomaton; it arrives within{' '}
          {commerce.emailExpectedWithinMinutes} minutes.
        </li>
        <li>If it is not in your inbox, check the spam or promotions folder.</li>
        <li>Click the download link in the email and save the zip.</li>
      </ol>
      <p className="mt-6 rounded-lg bg-muted p-4 text-sm">
        The link expires {terms.hours} hours after purchase and works up to {terms.maxDownloads}{' '}
        times.
      </p>
    </section>
  );
}

function NeedHelp({ reference }: { reference?: string }) {
  return (
    <section
      aria-labelledby="need-help"
      className="flex gap-4 rounded-2xl border border-border bg-muted/50 p-6"
    >
      <LifeBuoy className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <h2 id="need-help" className="font-semibold">
          Need Help?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Something missing or not working?{' '}
          <Link
            to="/support"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Contact support
          </Link>
          {reference ? ` with your order reference ${reference}` : ''}, have a fresh download link
          sent on{' '}
          <Link
            to="/support#find-purchase"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Find my purchase
          </Link>
          , or read the guides on{' '}
          <Link to="/blog" className="font-medium text-primary underline-offset-4 hover:underline">
            our blog
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
