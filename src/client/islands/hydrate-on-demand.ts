import { HYDRATION_STARTED } from '../early-controls/hand-over.ts';
import { holdClicksUntilHydrated } from './held-clicks.ts';
import type { hydrateIsland, PageIslands } from './hydrate-island.tsx';
import type { IslandName } from './island.tsx';
import {
  browserHost,
  type HydrationSchedule,
  type IslandSlot,
  scheduleHydration,
  type SchedulerHost,
} from './hydration-scheduler.ts';
import { inViewport, islandCompanions } from './island-visibility.ts';
import { replayTypedText } from './typed-text.ts';

/** What a page's island module gives once loaded: React's part (`pricing-islands.tsx`). */
export interface ReactIslands {
  islands: PageIslands;
  hydrateIsland: typeof hydrateIsland;
}

export interface OnDemandPage {
  /**
   * Islands React never hydrates on this page: the early script answers their controls for good
   * (the header's menu and theme, the FAQ), or they show nothing until another island uses them
   * (the toaster on a page with no form).
   */
  withoutReact: readonly IslandName[];
  /** Loads React and what it renders in the page's other islands; none when there are none. */
  load?: () => Promise<ReactIslands>;
}

/**
 * A page's first visit when what shows at load works without React
 * (docs/decisions/0016-react-loaded-when-a-visitor-reaches-it.md): nothing of React is fetched or
 * run after the paint. An island that needs it loads React, then hydrates, when it is touched (a
 * press, focus or key inside it) or scrolled to; one already on screen at load waits for a touch,
 * so that a visitor who only reads pays nothing. A click that comes while React is on its way
 * waits for it (held-clicks.ts); text typed meanwhile is handed to React (typed-text.ts).
 */
export function hydrateOnDemand(
  page: OnDemandPage,
  doc: Document = document,
  host: SchedulerHost = browserHost(doc),
): HydrationSchedule | null {
  // Nothing on screen waits for React: the page is now as it will be until a visitor acts.
  doc.documentElement.dataset.hydrated = '';
  const slots: IslandSlot[] = [...doc.querySelectorAll<HTMLElement>('[data-island]')]
    .map((container) => ({ name: container.dataset.island ?? '', container }))
    .filter((slot) => !page.withoutReact.includes(slot.name as IslandName));
  if (slots.length === 0) return null;
  const { load } = page;
  if (!load) {
    console.error(`Islands ${slots.map((slot) => slot.name).join(', ')} have nothing to load`);
    return null;
  }
  const loadReact = load;

  let react: Promise<ReactIslands> | undefined;
  const commits = new Map<string, { done: Promise<void>; resolve: () => void }>();
  const commitOf = (name: string) => {
    let commit = commits.get(name);
    if (!commit) {
      let resolve = () => {};
      const done = new Promise<void>((settle) => (resolve = settle));
      commit = { done, resolve };
      commits.set(name, commit);
    }
    return commit;
  };

  function hydrate(slot: IslandSlot): void {
    react ??= loadReact();
    react.then(
      ({ islands, hydrateIsland }) => {
        const render = islands[slot.name as IslandName];
        if (!render) {
          console.error(`Unknown island "${slot.name}": it stays unhydrated`);
          commitOf(slot.name).resolve();
          return;
        }
        hydrateIsland(slot, render, () => {
          replayTypedText(slot.container);
          commitOf(slot.name).resolve();
        });
      },
      (error: unknown) => {
        // Offline for a moment: the page stays as without scripts, the held click goes through.
        console.error('The islands could not load', error);
        commitOf(slot.name).resolve();
      },
    );
  }

  // On screen at load: hydrated when touched only. Further down: when scrolled to, or touched.
  const shownAtLoad = new Set(
    slots
      .filter((slot) => inViewport(slot.container))
      .flatMap((slot) => [...slot.container.children]),
  );
  const schedule = scheduleHydration({
    islands: slots,
    hydrate,
    companions: islandCompanions,
    host: {
      ...host,
      observe: (elements, onSeen) =>
        elements.some((element) => shownAtLoad.has(element))
          ? () => {}
          : host.observe(elements, onSeen),
    },
  });

  const onPage = new Set(slots.map((slot) => slot.name));
  holdClicksUntilHydrated(doc, (control) => {
    const slot = slots.find((each) => each.container.contains(control));
    // Once React has started on an island it answers the island's clicks itself.
    if (!slot || slot.container.hasAttribute(HYDRATION_STARTED)) return null;
    schedule.request(slot.name);
    const names = [slot.name, ...(islandCompanions[slot.name] ?? [])].filter((name) =>
      onPage.has(name),
    );
    return Promise.all(names.map((name) => commitOf(name).done));
  });
  return schedule;
}
