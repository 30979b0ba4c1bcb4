import { ArrowLeft, Check, FileText, Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { ArtPiece } from '../../../shared/art-piece.ts';
import { artRarityLabels } from '../../../shared/art-display.ts';
import { linkTerms } from '../../../shared/link-terms.ts';
import { formatUsd } from '../../../shared/money.ts';
import { commerce } from '../../../shared/site-config.ts';
import { ArtBuyButton, ArtHeldNote } from './art-buy-action.tsx';
import { ArtStatusBadge } from './art-status-badge.tsx';
import { ArtworkView } from './artwork-view.tsx';
import { RarityBadge } from './rarity-badge.tsx';

/** One piece's own page: the artwork, its facts, exactly what the package holds, and delivery. */
export function ArtPiecePage({ piece, packageFiles }: ArtPiece) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Link
        to="/digital-collectibles"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All digital art
      </Link>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="overflow-hidden rounded-2xl border border-border shadow-sm">
          <ArtworkView collection={piece} eager />
        </div>
        <PieceFacts piece={piece} />
      </div>
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <PackageContents files={packageFiles} />
        <DeliverySteps />
      </div>
    </div>
  );
}

function PieceFacts({ piece }: { piece: ArtPiece['piece'] }) {
  const facts = [
    { label: 'Rarity', value: artRarityLabels[piece.rarity] },
    { label: 'Edition size', value: String(piece.totalSupply) },
    { label: 'Editions left', value: `${piece.remainingSupply} of ${piece.totalSupply}` },
    { label: 'Price', value: `${formatUsd(piece.priceCents)} ${commerce.currency}` },
  ];
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <RarityBadge rarity={piece.rarity} />
        <ArtStatusBadge status={piece.status} />
        {piece.isSample ? (
          <span className="rounded-full border border-dashed border-muted-foreground px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            Sample piece
          </span>
        ) : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {piece.name}
      </h1>
      {piece.description ? (
        <p className="mt-4 leading-7 whitespace-pre-line text-muted-foreground">
          {piece.description}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-border bg-border">
        {facts.map((fact) => (
          <div key={fact.label} className="bg-card p-4">
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <p className="text-3xl font-bold tabular-nums">
          <span className="sr-only">Price: </span>
          {formatUsd(piece.priceCents)}
        </p>
        <ArtBuyButton collection={piece} />
      </div>
      <ArtHeldNote collection={piece} />
    </div>
  );
}

function PackageContents({ files }: { files: ArtPiece['packageFiles'] }) {
  return (
    <section
      aria-labelledby="piece-package"
      className="rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <h2 id="piece-package" className="text-xl font-semibold">
        What the package holds
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        One zip file, named after the piece and your edition, with these files:
      </p>
      <ul className="mt-4 grid gap-3 text-sm">
        {files.map((file) => (
          <li key={file.name} className="flex gap-3">
            <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0">
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">
                {file.name}
              </code>
              <span className="mt-1 block text-muted-foreground">{file.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeliverySteps() {
  const { hours, maxDownloads } = linkTerms('art');
  const steps = [
    'Pay by card at checkout; your edition is numbered when the payment completes.',
    `A download link appears on the next page and arrives by email within ${commerce.emailExpectedWithinMinutes} minutes.`,
    `The link is good for ${hours} hours and ${maxDownloads} downloads.`,
    'The certificate’s code can be checked by anyone in the store’s certificate check.',
  ];
  return (
    <section
      aria-labelledby="piece-delivery"
      className="rounded-2xl border border-border bg-muted/50 p-6 sm:p-8"
    >
      <h2 id="piece-delivery" className="flex items-center gap-2 text-xl font-semibold">
        <Mail className="size-5 text-primary" aria-hidden="true" />
        How delivery works
      </h2>
      <ul className="mt-4 grid gap-3 text-sm">
        {steps.map((step) => (
          <li key={step} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {step}
          </li>
        ))}
      </ul>
    </section>
  );
}
