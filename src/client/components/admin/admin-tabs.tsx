import * as Tabs from 'radix-ui/tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs whose choice lives in the address (`?tab=`), so a reload or a shared link opens the same
 * tab. Inactive panels are not mounted, so a tab loads its data when first opened.
 */
export function AdminTabs({ tabs, label }: { tabs: AdminTab[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.some((tab) => tab.value === requested) ? requested : tabs[0]?.value;
  return (
    <Tabs.Root
      className="min-w-0"
      value={active ?? undefined}
      onValueChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === tabs[0]?.value) next.delete('tab');
            else next.set('tab', value);
            return next;
          },
          { replace: true, preventScrollReset: true },
        )
      }
    >
      <Tabs.List
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-2xl border border-border bg-muted p-1.5"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="grow basis-[calc(33%-0.25rem)] rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:basis-0"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="mt-6 min-w-0 rounded-lg outline-offset-4"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
