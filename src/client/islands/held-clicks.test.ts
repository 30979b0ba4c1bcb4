// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdClicksUntilHydrated } from './held-clicks.ts';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <div data-island="pricing"><a href="#buy">Buy Now</a><span>text</span></div>
    <button data-early-control="menu">Open menu</button>`;
  const link = document.querySelector('a') as HTMLAnchorElement;
  const handled: string[] = [];
  // What React would do once hydrated: answer the click, and keep the browser from following it.
  link.addEventListener('click', (event) => {
    handled.push('answered');
    event.preventDefault();
  });
  return { link, handled };
}

describe('a click while React is on its way', () => {
  it('waits for the island, then is given again to the same control, once', async () => {
    const { link, handled } = page();
    let hydrated = () => {};
    const ready = new Promise<void>((resolve) => (hydrated = resolve));
    let asked = 0;
    stop = holdClicksUntilHydrated(document, () => {
      asked += 1;
      return ready;
    });
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(first.defaultPrevented).toBe(true);
    expect(handled).toEqual([]);
    hydrated();
    await ready;
    await Promise.resolve();
    expect(handled).toEqual(['answered']);
    expect(asked).toBe(2);
  });

  it('lets a click with a modifier, an early control or a non-control pass', () => {
    const { link } = page();
    let asked = 0;
    stop = holdClicksUntilHydrated(document, () => {
      asked += 1;
      return new Promise(() => {});
    });
    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(withCtrl);
    document.querySelector('button')?.click();
    document.querySelector('span')?.click();
    expect(asked).toBe(0);
  });

  it('passes when the island needs no wait', () => {
    const { link, handled } = page();
    stop = holdClicksUntilHydrated(document, () => null);
    link.click();
    expect(handled).toEqual(['answered']);
  });
});
