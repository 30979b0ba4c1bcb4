import { Check } from 'lucide-react';
import { artPackageInclusions } from '../../content/site/package-contents.ts';
import { VerifyForm } from './verify-form.tsx';

/** Below the gallery: what a buyer receives, and the certificate check. */
export function ArtStoreInfo() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8">
      <section
        aria-labelledby="art-delivery"
        className="rounded-2xl border border-border bg-muted/50 p-6 sm:p-8"
      >
        <h2 id="art-delivery" className="text-xl font-semibold">
          What you receive
        </h2>
        <ul className="mt-4 grid gap-3 text-sm">
          {artPackageInclusions.map((item) => (
            <li key={item} className="flex gap-3">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section
        id="verify"
        aria-labelledby="art-verify"
        className="scroll-mt-24 rounded-2xl border border-border bg-card p-6 sm:p-8"
      >
        <h2 id="art-verify" className="text-xl font-semibold">
          Verify a certificate
        </h2>
        <p className="mt-2 mb-5 text-sm text-muted-foreground">
          Every certificate of authenticity carries a code. Enter it to see whether the certificate
          is genuine and which edition it belongs to.
        </p>
        <VerifyForm />
      </section>
    </div>
  );
}
