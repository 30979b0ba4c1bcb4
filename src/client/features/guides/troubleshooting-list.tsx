import { ChevronDown } from 'lucide-react';
import type { TroubleshootingEntry } from '../../content/site/types.ts';
import { CodeBlock } from './code-block.tsx';

/**
 * Common errors as disclosures: the problem is always visible, the symptom, cause and fix open on
 * demand. Native <details> works by keyboard and the browser's find-in-page opens a match.
 */
export function TroubleshootingList({ entries }: { entries: readonly TroubleshootingEntry[] }) {
  return (
    <ul className="mt-2 grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <details
            id={entry.id}
            className="group rounded-xl border border-border bg-card open:shadow-sm"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-semibold hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
              {entry.problem}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="grid gap-3 border-t border-border px-4 py-4 text-sm leading-6">
              {entry.symptom ? (
                <p>
                  <span className="font-semibold">What you see: </span>
                  <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[13px] break-words">
                    {entry.symptom}
                  </code>
                </p>
              ) : null}
              <p>
                <span className="font-semibold">Why: </span>
                <span className="text-muted-foreground">{entry.cause}</span>
              </p>
              <p>
                <span className="font-semibold">Fix: </span>
                <span className="text-muted-foreground">{entry.fix}</span>
              </p>
              {entry.commands?.map((command) => (
                <CodeBlock key={command} code={command} title="Terminal" copyWhat="command" />
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
