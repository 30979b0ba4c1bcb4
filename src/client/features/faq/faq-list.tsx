import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { FaqItem } from '../../content/site/types.ts';

/**
 * One answer open at a time; opening another closes it, clicking the open one closes it. The
 * answers are the site's own static HTML (links, lists), never visitor input.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-border rounded-2xl border border-border bg-card"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold hover:text-primary">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="faq-answer px-6 pb-6 text-muted-foreground">
            <div dangerouslySetInnerHTML={{ __html: item.answer }} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
