import { Info } from 'lucide-react';

/** A highlighted tip or warning inside a guide section. */
export function GuideNote({ children }: { children: string }) {
  return (
    <aside className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm leading-6">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Note: </strong>
        {children}
      </p>
    </aside>
  );
}
