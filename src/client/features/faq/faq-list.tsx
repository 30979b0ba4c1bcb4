import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { RichText } from '../../components/rich-text.tsx';
import type { FaqItem } from '../../content/site/types.ts';
import { earlyControl } from '../../early-controls/early-control.ts';
import { shownWhileHydrating } from '../../early-controls/hand-over.ts';
import { shownOpenDisclosure } from '../../early-controls/shown-state.ts';

/**
 * One answer open at a time; opening another closes it, clicking the open one closes it. The
 * answers are the site's own static HTML (links, lists), never visitor input.
 *
 * Every answer is in the page, hidden until its question is pressed, so a press works before the
 * page's scripts have run (docs/decisions/0012-early-controls.md): the early controls then do
 * what this component does, and it hydrates with the answer they opened.
 */
export function FaqList({
  items,
  questionLevel: Question = 'h3',
}: {
  items: readonly FaqItem[];
  /** The questions' heading level: one below the heading the list sits under. */
  questionLevel?: 'h2' | 'h3';
}) {
  const id = useId();
  const [open, setOpen] = useState<string | null>(() => {
    const shown = shownWhileHydrating(shownOpenDisclosure, null);
    return items.some((item) => item.question === shown) ? shown : null;
  });
  return (
    <div
      data-one-open=""
      className="divide-y divide-border rounded-2xl border border-border bg-card"
    >
      {items.map((item, index) => {
        const expanded = open === item.question;
        const question = `${id}-question-${index}`;
        const answer = `${id}-answer-${index}`;
        return (
          <div key={item.question}>
            <Question>
              <button
                type="button"
                id={question}
                aria-expanded={expanded}
                aria-controls={answer}
                {...earlyControl('disclosure')}
                onClick={() => setOpen(expanded ? null : item.question)}
                className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold hover:text-primary"
              >
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-aria-expanded:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </Question>
            <div
              id={answer}
              role="region"
              aria-labelledby={question}
              hidden={!expanded}
              className="px-6 pb-6 text-muted-foreground"
            >
              <RichText html={item.answer} className="[&>:first-child]:mt-0" />
            </div>
          </div>
        );
      })}
    </div>
  );
}
