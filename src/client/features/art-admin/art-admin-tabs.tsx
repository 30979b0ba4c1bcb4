import * as Tabs from 'radix-ui/tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface ArtAdminTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The panel's two tabs. The open tab lives in the address (`?tab=manage`), so a reload after an
 * edit shows the same list again.
 */
export function ArtAdminTabs({ tabs }: { tabs: ArtAdminTab[] }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.value === requested)?.value ?? tabs[0]?.value;
  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) =>
        setParams(value === tabs[0]?.value ? {} : { tab: value }, {
          replace: true,
          preventScrollReset: true,
        })
      }
    >
      <Tabs.List
        aria-label="Art admin sections"
        className="grid grid-cols-2 gap-1 rounded-2xl border border-border bg-muted p-1.5 sm:inline-grid"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-xl px-4 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-6 min-w-0 outline-offset-4">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
