import { LifeBuoy, LoaderCircle, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ArtVerification } from '../../../shared/art-verification.ts';
import {
  compactVerificationCode,
  groupedVerificationCode,
} from '../../../shared/art-verification-code.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { Button } from '../../components/ui/button.tsx';
import { useArtVerification } from './api/get-art-verification.ts';
import { formatLocalTime } from '../../lib/dates.ts';
import { RarityBadge } from './rarity-badge.tsx';
import { VerifyForm } from './verify-form.tsx';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** `/digital-collectibles/verify/{code}`: says plainly whether a certificate is genuine. */
export function VerifyPage({ code }: { code: string }) {
  const verification = useArtVerification(code);
  const compact = compactVerificationCode(code);
  // As the certificate prints it; anything else shown as typed, cut short.
  const shownCode = compact ? groupedVerificationCode(compact) : code.slice(0, 40);
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      {verification.data ? (
        verification.data.valid ? (
          <Genuine facts={verification.data} code={shownCode} />
        ) : (
          <NotFound code={shownCode} />
        )
      ) : verification.isError ? (
        <section role="alert" className="rounded-2xl border border-border bg-card p-8">
          <h1 className="text-2xl font-bold">We could not check this certificate right now</h1>
          <p className="mt-3 text-muted-foreground">{verification.error.message}</p>
          <Button className="mt-6" onClick={() => void verification.refetch()}>
            Try again
          </Button>
        </section>
      ) : (
        <section role="status" className="flex flex-col items-center gap-4 p-10 text-center">
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p className="text-muted-foreground">Checking the certificate…</p>
        </section>
      )}
      <Help />
    </div>
  );
}

function Genuine({
  facts,
  code,
}: {
  facts: Extract<ArtVerification, { valid: true }>;
  code: string;
}) {
  return (
    <section className="rounded-2xl border-2 border-primary bg-card p-6 shadow-sm sm:p-10">
      <div className="flex items-center gap-3 text-primary">
        <ShieldCheck className="size-10 shrink-0" aria-hidden="true" />
        <p className="text-sm font-semibold tracking-widest uppercase">Certificate verified</p>
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">This certificate is genuine</h1>
      <p className="mt-3 text-muted-foreground">
        {siteConfig.brand} issued this certificate of authenticity for the edition below. Compare
        its details with the certificate you hold.
      </p>
      <dl className="mt-8 grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-8">
        <dt className="text-muted-foreground">Collection</dt>
        <dd className="text-base font-semibold">{facts.collectionName}</dd>
        <dt className="text-muted-foreground">Rarity</dt>
        <dd>
          <RarityBadge rarity={facts.rarity} />
        </dd>
        <dt className="text-muted-foreground">Edition</dt>
        <dd className="font-medium">
          {facts.editionNumber} of {facts.editionOf}
        </dd>
        <dt className="text-muted-foreground">Owner</dt>
        <dd className="font-medium">
          {facts.ownerEmailMasked}{' '}
          <span className="font-normal text-muted-foreground">(hidden in part, for privacy)</span>
        </dd>
        <dt className="text-muted-foreground">Issued</dt>
        <dd className="font-medium">{formatLocalTime(facts.issuedAt)}</dd>
        <dt className="text-muted-foreground">Verification code</dt>
        <dd className="font-mono font-medium wrap-anywhere">{code}</dd>
      </dl>
    </section>
  );
}

function NotFound({ code }: { code: string }) {
  return (
    <section className="rounded-2xl border-2 border-destructive bg-card p-6 sm:p-10 dark:border-red-400">
      <div className="flex items-center gap-3 text-destructive dark:text-red-400">
        <ShieldAlert className="size-10 shrink-0" aria-hidden="true" />
        <p className="text-sm font-semibold tracking-widest uppercase">Not verified</p>
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">No certificate has this code</h1>
      <p className="mt-3 text-muted-foreground">
        {siteConfig.brand} has issued no valid certificate of authenticity with the code{' '}
        <code className="font-mono font-medium text-foreground wrap-anywhere">
          {code || '(none)'}
        </code>
        . Check that it was copied exactly from the certificate. If it still does not match, the
        certificate is not genuine, or the purchase it belonged to was refunded.
      </p>
      <div className="mt-8 border-t border-border pt-6">
        <h2 className="mb-4 font-semibold">Check another code</h2>
        <VerifyForm />
      </div>
    </section>
  );
}

function Help() {
  return (
    <section
      aria-labelledby="verify-help"
      className="flex gap-4 rounded-2xl border border-border bg-muted/50 p-6"
    >
      <LifeBuoy className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <h2 id="verify-help" className="font-semibold">
          Questions about a certificate?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Write to{' '}
          <a href={`mailto:${siteConfig.links.supportEmail}`} className={linkClass}>
            {siteConfig.links.supportEmail}
          </a>
          , or{' '}
          {/* A full load: the gallery's own document is the one allowed to play its videos. */}
          <Link to="/digital-collectibles" reloadDocument className={linkClass}>
            browse the digital collectibles
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
