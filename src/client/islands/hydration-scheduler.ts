import { nextTask } from '../lib/next-task.ts';

/**
 * When each island of a page hydrates. Hydrating every island at once, right after the paint,
 * made one long stretch of main-thread work that a low-tier phone felt as a page that ignores
 * its first taps for a second or more. Here an island hydrates:
 *
 * - **seen**: when any part of it enters the viewport (so the islands a visitor sees at load
 *   hydrate at once, the others when scrolled to);
 * - **touched**: on a pointer press, focus or key press inside it, before the event reaches
 *   React, which then hydrates the island at once and handles the event itself;
 * - with its **companions**: an island that shows what another does (the toaster, for the
 *   contact form) hydrates with it.
 *
 * One island per task: between two islands the scheduler yields to the browser, so a tap or a
 * frame can come in between. The island's own rendering is React's (in a transition, which also
 * yields every few milliseconds).
 */

export interface IslandSlot {
  name: string;
  container: HTMLElement;
}

/** The browser's parts the scheduler uses, so that tests can drive it by hand. */
export interface SchedulerHost {
  /** Calls `onSeen` once any of `elements` is in the viewport; returns a stop function. */
  observe(elements: Element[], onSeen: () => void): () => void;
  /** Listens for the events that mean a visitor is about to use something; returns a stop. */
  listen(onTouched: (target: EventTarget | null) => void): () => void;
  /** Runs `task` in a task of its own, after the browser has had the chance to do other work. */
  yieldThen(task: () => void): void;
}

export interface HydrationSchedule {
  /** Hydrates the island now, with its companions, if not started yet (touched). */
  request(name: string): void;
  /** Queues the island and its companions, one per task (seen). */
  enqueue(name: string): void;
  /** Islands whose hydration has started. */
  started(): ReadonlySet<string>;
}

export interface ScheduleSettings {
  islands: readonly IslandSlot[];
  /** Starts one island's hydration (React's `hydrateRoot`). */
  hydrate: (slot: IslandSlot) => void;
  /** Islands that hydrate with another: `{ contact: ['toaster'] }`. */
  companions?: Readonly<Record<string, readonly string[]>>;
  host: SchedulerHost;
}

export function scheduleHydration(settings: ScheduleSettings): HydrationSchedule {
  const { islands, hydrate, host, companions = {} } = settings;
  const byName = new Map(islands.map((slot) => [slot.name, slot]));
  const started = new Set<string>();
  const queued: string[] = [];
  const stops: (() => void)[] = [];
  let draining = false;

  const start = (name: string) => {
    const slot = byName.get(name);
    if (!slot || started.has(name)) return;
    started.add(name);
    hydrate(slot);
    if (started.size === byName.size) for (const stop of stops.splice(0)) stop();
  };

  const drain = () => {
    const next = queued.shift();
    if (next === undefined) {
      draining = false;
      return;
    }
    start(next);
    host.yieldThen(drain);
  };

  const withCompanions = (name: string) => [name, ...(companions[name] ?? [])];

  /** Seen islands queue up and hydrate one per task. */
  const enqueue = (name: string) => {
    for (const each of withCompanions(name)) {
      if (!started.has(each) && !queued.includes(each)) queued.push(each);
    }
    if (draining) return;
    draining = true;
    drain();
  };

  /** A touched island hydrates now, in the event's own task, before React sees the event. */
  const request = (name: string) => {
    for (const each of withCompanions(name)) start(each);
  };

  for (const slot of islands) {
    const elements = [...slot.container.children];
    if (elements.length > 0) stops.push(host.observe(elements, () => enqueue(slot.name)));
  }
  stops.push(
    host.listen((target) => {
      if (!(target instanceof Node)) return;
      const touched = islands.find((slot) => slot.container.contains(target));
      if (touched) request(touched.name);
    }),
  );

  return { request, enqueue, started: () => started };
}

/** The events that come before a visitor's click, tap or typing reaches a control. */
export const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** The scheduler's host in a browser: IntersectionObserver, capture listeners, a yielding task. */
export function browserHost(doc: Document = document): SchedulerHost {
  return {
    observe(elements, onSeen) {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onSeen();
      });
      for (const element of elements) observer.observe(element);
      return () => observer.disconnect();
    },
    listen(onTouched) {
      // Capture on the document: runs before React's own listeners on the island's root.
      const listener = (event: Event) => onTouched(event.target);
      for (const type of TOUCH_EVENTS) doc.addEventListener(type, listener, true);
      return () => {
        for (const type of TOUCH_EVENTS) doc.removeEventListener(type, listener, true);
      };
    },
    yieldThen(task) {
      void nextTask().then(task);
    },
  };
}
