import {
  BookOpen,
  Laptop,
  MessageSquare,
  MonitorPlay,
  Server,
  type LucideIcon,
} from 'lucide-react';
import * as Tabs from 'radix-ui/tabs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SetupGuideTab, SetupGuideTabId } from '../../content/site/types.ts';
import { earlyControl } from '../../early-controls/early-control.ts';
import { shownWhileHydrating } from '../../early-controls/hand-over.ts';
import { shownTab } from '../../early-controls/shown-state.ts';
import { hashTargetsInnerAnchor, tabForHash, type AnchorIndex } from './guide-anchors.ts';
import { GuideSection } from './guide-section.tsx';
import { TabContentsNav } from './tab-contents-nav.tsx';
import { TabPager } from './tab-pager.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

const tabIcons: Record<SetupGuideTabId, LucideIcon> = {
  overview: BookOpen,
  'local-setup': Laptop,
  'vps-deploy': Server,
  'using-bot': MessageSquare,
  'video-guide': MonitorPlay,
};

interface SetupGuideTabsProps {
  tabs: readonly SetupGuideTab[];
  anchorIndex: AnchorIndex;
  /** Content shown at the end of a section, by section id. */
  sectionExtras?: Partial<Record<string, ReactNode>>;
  /** Content shown under a tab's intro, before its sections, by tab id. */
  tabLeads?: Partial<Record<SetupGuideTabId, ReactNode>>;
}

/**
 * The setup guide's tabs. The URL hash is the source of truth: `#vps-deploy` opens that tab, and
 * `#restart-script` opens the tab holding that section and scrolls to it. Choosing a tab replaces
 * the hash, so the address can be shared. Every panel is rendered (inactive ones hidden), so the
 * prerendered page holds the whole guide.
 */
export function SetupGuideTabs({
  tabs,
  anchorIndex,
  sectionExtras,
  tabLeads,
}: SetupGuideTabsProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const firstTab = tabs[0]?.id ?? 'overview';
  // The prerendered HTML has no hash, so hydration renders the tab the page shows: the first, or
  // the one a press before hydration chose (which also set the hash). The hash applies next.
  const [shown] = useState(() => shownWhileHydrating(shownTab, null));
  const hydratedOn = shown !== null && anchorIndex.get(shown) === shown ? shown : null;
  const active = (hydrated ? tabForHash(location.hash, anchorIndex) : hydratedOn) ?? firstTab;

  const select = (value: string) => {
    const id = anchorIndex.get(value);
    if (id === undefined || id !== value || id === active) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: id },
      { replace: true, preventScrollReset: true },
    );
  };

  const goTo = (id: SetupGuideTabId) => {
    select(id);
    const trigger = rootRef.current?.querySelector<HTMLElement>(`[data-tab="${id}"]`);
    trigger?.focus({ preventScroll: true });
    rootRef.current?.scrollIntoView({ block: 'start' });
  };

  // A hash naming a section or a troubleshooting entry: show it once its tab is visible.
  useEffect(() => {
    if (!hydrated || !hashTargetsInnerAnchor(location.hash, anchorIndex)) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView({ block: 'start' });
  }, [hydrated, location.hash, anchorIndex]);

  return (
    <Tabs.Root ref={rootRef} value={active} onValueChange={select} className="scroll-mt-4">
      <Tabs.List
        aria-label="Setup guide"
        className="flex flex-wrap gap-1 rounded-2xl border border-border bg-muted p-1.5 sm:flex-nowrap"
      >
        {tabs.map((tab) => {
          const Icon = tabIcons[tab.id];
          return (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              data-tab={tab.id}
              {...earlyControl('tab')}
              className="group inline-flex grow basis-[calc(50%-0.25rem)] items-center justify-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:basis-0"
            >
              <Icon
                className="size-4 shrink-0 group-data-[state=active]:text-primary"
                aria-hidden="true"
              />
              {tab.label}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>

      {tabs.map((tab, index) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className="mt-10 rounded-lg outline-offset-8 data-[state=inactive]:hidden"
        >
          <header className="max-w-3xl">
            <h2 className="text-3xl font-bold tracking-tight">{tab.label}</h2>
            <p className="mt-3 text-lg leading-8 text-muted-foreground">{tab.intro}</p>
          </header>
          <div className="mt-10 grid gap-12 lg:grid-cols-[14rem_minmax(0,1fr)]">
            <TabContentsNav tab={tab} />
            <div className="grid max-w-3xl min-w-0 gap-12">
              {tabLeads?.[tab.id]}
              {tab.sections.map((section) => (
                <GuideSection key={section.id} section={section}>
                  {sectionExtras?.[section.id]}
                </GuideSection>
              ))}
              <TabPager previous={tabs[index - 1]} next={tabs[index + 1]} onGo={goTo} />
            </div>
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
