// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  browserHost,
  type IslandSlot,
  scheduleHydration,
  type SchedulerHost,
} from './hydration-scheduler.ts';

/** A host driven by hand: what each island's observer sees, each touch, each yielded task. */
function fakeHost() {
  const seen = new Map<Element, () => void>();
  const tasks: (() => void)[] = [];
  let touched: ((target: EventTarget | null) => void) | undefined;
  let stoppedObservers = 0;
  let listening = false;
  const host: SchedulerHost = {
    observe(elements, onSeen) {
      for (const element of elements) seen.set(element, onSeen);
      return () => {
        stoppedObservers += 1;
      };
    },
    listen(onTouched) {
      touched = onTouched;
      listening = true;
      return () => {
        listening = false;
      };
    },
    yieldThen: (task) => tasks.push(task),
  };
  return {
    host,
    see: (element: Element) => seen.get(element)?.(),
    touch: (target: EventTarget) => touched?.(target),
    runNextTask: () => tasks.shift()?.(),
    pendingTasks: () => tasks.length,
    stoppedObservers: () => stoppedObservers,
    listening: () => listening,
  };
}

function islandsOnPage(...names: string[]): IslandSlot[] {
  document.body.innerHTML = names
    .map(
      (name) =>
        `<div data-island="${name}" class="contents"><section><button>${name}</button></section></div>`,
    )
    .join('');
  return [...document.querySelectorAll<HTMLElement>('[data-island]')].map((container) => ({
    name: container.dataset.island ?? '',
    container,
  }));
}

const section = (slot: IslandSlot | undefined) => slot?.container.firstElementChild as Element;

describe('scheduleHydration', () => {
  it('hydrates nothing until an island is seen or touched', () => {
    const fake = fakeHost();
    const hydrated: string[] = [];
    scheduleHydration({
      islands: islandsOnPage('header', 'faq'),
      hydrate: (slot) => hydrated.push(slot.name),
      host: fake.host,
    });
    expect(hydrated).toEqual([]);
    expect(fake.pendingTasks()).toBe(0);
  });

  it('hydrates a seen island, one island per task', () => {
    const fake = fakeHost();
    const islands = islandsOnPage('header', 'pricing', 'faq');
    const hydrated: string[] = [];
    const schedule = scheduleHydration({
      islands,
      hydrate: (slot) => hydrated.push(slot.name),
      host: fake.host,
    });
    fake.see(section(islands[2]));
    fake.see(section(islands[0]));
    expect(hydrated).toEqual(['faq']);
    fake.runNextTask();
    expect(hydrated).toEqual(['faq', 'header']);
    fake.runNextTask();
    expect(fake.pendingTasks()).toBe(0);
    // Seen again: hydrated once only.
    fake.see(section(islands[2]));
    fake.runNextTask();
    expect(hydrated).toEqual(['faq', 'header']);
    expect([...schedule.started()]).toEqual(['faq', 'header']);
  });

  it('hydrates a touched island at once, in the event’s task, before any queued one', () => {
    const fake = fakeHost();
    const islands = islandsOnPage('header', 'faq', 'contact');
    const hydrated: string[] = [];
    scheduleHydration({
      islands,
      hydrate: (slot) => hydrated.push(slot.name),
      host: fake.host,
    });
    fake.see(section(islands[0]));
    fake.see(section(islands[1]));
    expect(hydrated).toEqual(['header']);
    // A press on the contact form's button, inside the island.
    fake.touch(islands[2]?.container.querySelector('button') as Element);
    expect(hydrated).toEqual(['header', 'contact']);
    fake.runNextTask();
    expect(hydrated).toEqual(['header', 'contact', 'faq']);
  });

  it('ignores a touch outside every island', () => {
    const fake = fakeHost();
    const hydrated: string[] = [];
    scheduleHydration({
      islands: islandsOnPage('faq'),
      hydrate: (slot) => hydrated.push(slot.name),
      host: fake.host,
    });
    const outside = document.createElement('p');
    document.body.append(outside);
    fake.touch(outside);
    fake.touch(window);
    expect(hydrated).toEqual([]);
  });

  it('hydrates an island’s companions with it, seen or touched', () => {
    const fake = fakeHost();
    const islands = islandsOnPage('contact', 'toaster', 'faq');
    const hydrated: string[] = [];
    const schedule = scheduleHydration({
      islands,
      hydrate: (slot) => hydrated.push(slot.name),
      companions: { contact: ['toaster'], faq: ['toaster'] },
      host: fake.host,
    });
    fake.touch(section(islands[0]));
    expect(hydrated).toEqual(['contact', 'toaster']);
    schedule.enqueue('faq');
    expect(hydrated).toEqual(['contact', 'toaster', 'faq']);
  });

  it('stops observing and listening once every island has started', () => {
    const fake = fakeHost();
    const islands = islandsOnPage('header', 'faq');
    scheduleHydration({ islands, hydrate: () => {}, host: fake.host });
    fake.touch(section(islands[0]));
    expect(fake.listening()).toBe(true);
    fake.touch(section(islands[1]));
    expect(fake.listening()).toBe(false);
    expect(fake.stoppedObservers()).toBe(2);
  });
});

describe('browserHost', () => {
  it('reports a pointer press, a focus and a key press before the page’s own listeners', () => {
    const islands = islandsOnPage('faq');
    const button = islands[0]?.container.querySelector('button') as HTMLButtonElement;
    const order: string[] = [];
    button.addEventListener('pointerdown', () => order.push('page'));
    const stop = browserHost(document).listen((target) =>
      order.push(target === button ? 'touched' : 'other'),
    );
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(order).toEqual(['touched', 'page', 'touched', 'touched']);
    stop();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(order).toHaveLength(5);
  });

  it('runs a yielded task later, not in the caller’s task', async () => {
    const ran: string[] = [];
    browserHost(document).yieldThen(() => ran.push('task'));
    ran.push('caller');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual(['caller', 'task']);
  });
});
