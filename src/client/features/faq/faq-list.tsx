import { ChevronDown } from 'lucide-react';
import * as Accordion from 'radix-ui/accordion';
import { RichText } from '../../components/rich-text.tsx';
import type { FaqItem } from '../../content/site/types.ts';

/**
 * One answer open at a time; opening another closes it, clicking the open one closes it. The
 * answers are the site's own static HTML (links, lists), never visitor input.
 */
export function FaqList({
  items,
  questionLevel: Question = 'h3',
}: {
  items: readonly FaqItem[];
  /** The questions' heading level: one below the heading the list sits under. */
  questionLevel?: 'h2' | 'h3';
}) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-border rounded-2xl border border-border bg-card"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            <Question>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold hover:text-primary">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Question>
          </Accordion.Header>
          <Accordion.Content className="px-6 pb-6 text-muted-foreground">
            <RichText html={item.answer} className="[&>:first-child]:mt-0" />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
