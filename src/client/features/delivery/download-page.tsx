import { CheckCircle2, Download, LifeBuoy, LoaderCircle, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { DownloadPage as DownloadFacts, ItemKind } from '../../../shared/delivery.ts';
import { linkTerms } from '../../../shared/link-terms.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { useDownload } from './api/get-download.ts';
import { formatLocalTime } from '../../lib/dates.ts';
import { formatSize } from './delivery-format.ts';
import { refusalText } from './refusal-texts.ts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The page a receipt's link opens. Opening it never uses a download (mail scanners and link
 * previews open links before the buyer does); only the Download button fetches the file.
 */
export function DownloadPage({ token }: { token: string }) {
  const download = useDownload(token);
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      {download.data ? (
        download.data.state === 'ready' ? (
          <ReadyToDownload
            facts={download.data}
            onDownload={() => setTimeout(() => void download.refetch(), 4_000)}
          />
        ) : (
          <LinkRefused facts={download.data} />
        )
      ) : download.isError ? (
        <section role="alert" className="rounded-2xl border border-border bg-card p-8">
          <h1 className="text-2xl font-bold">We could not load this download</h1>
          <p className="mt-3 text-muted-foreground">{download.error.message}</p>
          <button
            type="button"
            className="btn-primary mt-6"
            onClick={() => void download.refetch()}
          >
            Try again
          </button>
        </section>
      ) : (
        <section role="status" className="flex flex-col items-center gap-4 p-10 text-center">
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p className="text-muted-foreground">Loading your download…</p>
        </section>
      )}
      <GetHelp kind={download.data?.itemKind ?? 'bot'} />
    </div>
  );
}

function ReadyToDownload({ facts, onDownload }: { facts: DownloadFacts; onDownload: () => void }) {
  const left = facts.maxDownloads - facts.downloadsUsed;
  const pkg = facts.package;
  const art = facts.itemKind === 'art';
  const file = pkg?.fileName ?? 'the zip';
  return (
    <section className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
      <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Your {facts.productName} download</h1>
      <p className="mt-3 text-muted-foreground">
        This link works {left === 1 ? 'once more' : `${left} more times`}. A download counts only
        once the whole file has arrived; an interrupted one can be resumed.
      </p>
      {facts.packageUpdatedSincePurchase ? (
        <p className="mt-4 rounded-lg bg-muted p-4 text-sm">
          The package has been updated since your purchase: you get the newest version.
        </p>
      ) : null}
      {facts.fileUrl ? (
        <a
          href={facts.fileUrl}
          download
          onClick={onDownload}
          className="btn-primary mt-8 h-12 px-8 text-base"
        >
          <Download className="size-5" aria-hidden="true" />{' '}
          {art ? 'Download your art package' : `Download ${siteConfig.brand}`}
        </a>
      ) : null}
      <dl className="mt-8 grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {pkg ? (
          <>
            {art ? null : (
              <>
                <dt className="text-muted-foreground">Version</dt>
                <dd className="font-medium">{pkg.version}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Size</dt>
            <dd className="font-medium">{formatSize(pkg.sizeBytes)}</dd>
            <dt className="text-muted-foreground">SHA-256</dt>
            <dd className="break-all font-mono text-xs">{pkg.sha256}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Downloads left</dt>
        <dd className="font-medium">
          {left} of {facts.maxDownloads}
        </dd>
        <dt className="text-muted-foreground">Link expires</dt>
        <dd className="font-medium">{facts.expiresAt ? formatLocalTime(facts.expiresAt) : null}</dd>
      </dl>
      <div className="mt-8 flex gap-3 rounded-lg border border-border p-4 text-sm">
        <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-muted-foreground">
          To check the file, compare its SHA-256 with the one above:{' '}
          <code className="font-mono text-foreground">sha256sum {file}</code> on Linux,{' '}
          <code className="font-mono text-foreground">shasum -a 256 {file}</code> on macOS, or{' '}
          <code className="font-mono text-foreground">Get-FileHash {file}</code> in PowerShell. The
          zip&apos;s CHECKSUMS.txt lists each file inside.{' '}
          {art ? (
            'Its certificate of authenticity carries a code anyone can check in the art store.'
          ) : (
            <>
              Next, follow the{' '}
              <Link to="/setup-guide" className={linkClass}>
                setup guide
              </Link>
              .
            </>
          )}
        </p>
      </div>
    </section>
  );
}

function LinkRefused({ facts }: { facts: DownloadFacts }) {
  const state = facts.state === 'ready' ? 'unknown' : facts.state;
  const { title, body } = refusalText(state, facts.itemKind);
  return (
    <section className="rounded-2xl border border-border bg-card p-6 sm:p-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{body}</p>
      {facts.expiresAt && state === 'expired' ? (
        <p className="mt-3 text-sm text-muted-foreground">
          It expired on {formatLocalTime(facts.expiresAt)}.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {/* A fresh link cannot help while the link waits (being updated, or a dispute). */}
        {state === 'unavailable' || state === 'paused' ? null : (
          <Link to="/support#find-purchase" className="btn-primary">
            Send me a fresh link
          </Link>
        )}
        <Link to="/support" className="btn-secondary">
          Contact support
        </Link>
      </div>
    </section>
  );
}

function GetHelp({ kind }: { kind: ItemKind }) {
  const terms = linkTerms(kind);
  return (
    <section
      aria-labelledby="download-help"
      className="flex gap-4 rounded-2xl border border-border bg-muted/50 p-6"
    >
      <LifeBuoy className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <h2 id="download-help" className="font-semibold">
          Need help?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Lost the email or the link stopped working?{' '}
          <Link to="/support#find-purchase" className={linkClass}>
            Find your purchase
          </Link>{' '}
          and we email you a fresh link, good for {terms.hours} hours and {terms.maxDownloads}{' '}
          downloads. Anything else: visit{' '}
          <Link to="/support" className={linkClass}>
            our support page
          </Link>{' '}
          or write to{' '}
          <a href={`mailto:${siteConfig.links.supportEmail}`} className={linkClass}>
            {siteConfig.links.supportEmail}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
