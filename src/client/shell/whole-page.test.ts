// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { layOutWholePage, wholePageAttribute, wholePageScript } from './whole-page.ts';

/**
 * Runs the head script on a page of its own: the document's root is the real one of jsdom, and
 * the script's window listeners sit on `page`, an element that holds the page's links.
 */
function runScript({ hash = '', navigationType = 'navigate' } = {}) {
  document.documentElement.removeAttribute(wholePageAttribute);
  const page = document.createElement('div');
  page.innerHTML = '<a href="/pricing">Pricing</a><a href="/#faq"><span>FAQ</span></a>';
  document.body.replaceChildren(page);
  // The test stops each click before jsdom would follow the link.
  page.addEventListener('click', (event) => event.preventDefault());
  const performance = { getEntriesByType: () => [{ type: navigationType }] };
  new Function('document', 'location', 'performance', 'addEventListener', wholePageScript)(
    document,
    { hash },
    performance,
    page.addEventListener.bind(page),
  );
  const marked = () => document.documentElement.hasAttribute(wholePageAttribute);
  const click = (element: Element) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return { page, marked, click };
}

describe('wholePageScript', () => {
  it('leaves a plain first visit to lay out its first screen only', () => {
    expect(runScript().marked()).toBe(false);
  });

  it('marks a page opened at a section, reloaded, or reached by back and forward', () => {
    expect(runScript({ hash: '#faq' }).marked()).toBe(true);
    expect(runScript({ navigationType: 'reload' }).marked()).toBe(true);
    expect(runScript({ navigationType: 'back_forward' }).marked()).toBe(true);
  });

  it('marks the page when the history moves within it', () => {
    for (const type of ['popstate', 'hashchange']) {
      const { page, marked } = runScript();
      page.dispatchEvent(new Event(type));
      expect(marked(), type).toBe(true);
    }
  });

  it('marks the page as a # link is pressed, before anything on the page answers the click', () => {
    const { page, marked, click } = runScript();
    let markedWhenTheLinkHeard: boolean | undefined;
    page.querySelector('a[href="/#faq"]')?.addEventListener('click', () => {
      markedWhenTheLinkHeard = marked();
    });
    click(page.querySelector('a[href="/pricing"]')!);
    expect(marked()).toBe(false);
    click(page.querySelector('span')!);
    expect(markedWhenTheLinkHeard).toBe(true);
  });
});

describe('layOutWholePage', () => {
  it('sets the mark once', () => {
    const set: string[] = [];
    const root = document.createElement('html');
    const setAttribute = root.setAttribute.bind(root);
    root.setAttribute = (name: string, value: string) => {
      set.push(name);
      setAttribute(name, value);
    };
    layOutWholePage(root);
    layOutWholePage(root);
    expect(set).toEqual([wholePageAttribute]);
  });
});
