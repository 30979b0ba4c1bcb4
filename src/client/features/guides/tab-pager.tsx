import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { SetupGuideTab, SetupGuideTabId } from '../../content/site/types.ts';
import { earlyControl } from '../../early-controls/early-control.ts';

interface TabPagerProps {
  previous?: SetupGuideTab;
  next?: SetupGuideTab;
  onGo: (id: SetupGuideTabId) => void;
}

/**
 * Previous and next buttons at the foot of a tab, so the guide reads as one path. Before
 * hydration the early controls select the tab named by `data-shows-tab` (early-control.ts).
 */
export function TabPager({ previous, next, onGo }: TabPagerProps) {
  if (!previous && !next) return null;
  return (
    <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-8">
      {previous ? (
        <button
          type="button"
          className="btn-secondary"
          {...earlyControl('show-tab')}
          data-shows-tab={previous.id}
          onClick={() => onGo(previous.id)}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Previous: {previous.label}
        </button>
      ) : null}
      {next ? (
        <button
          type="button"
          className="btn-primary ml-auto"
          {...earlyControl('show-tab')}
          data-shows-tab={next.id}
          onClick={() => onGo(next.id)}
        >
          Next: {next.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
