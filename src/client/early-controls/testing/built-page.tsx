import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// React's own prerenderer, which the layer rule's `**/server` pattern also matches: the tests need
// the page as the build writes it. Nothing of src/server is imported.
// eslint-disable-next-line no-restricted-imports
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { earlyControlsScript } from '../early-controls-script.ts';
import { handOverToReact, HYDRATION_STARTED } from '../hand-over.ts';

/*
 * The page as built (renderToString, as the prerender), pressed before React runs, then hydrated
 * as the browser would: React must start from what the early script left, with no mismatch (in
 * development React reports any attribute that differs) and no click answered twice. For jsdom
 * test files: it registers the file's hooks.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface BuiltPage {
  /** What the page holds; `built` fills it. */
  readonly container: HTMLElement;
  /** What React reported: a mismatch in hydration, or any other console error. */
  readonly errors: unknown[][];
  /** The page as the build wrote it: markup only, no React handler. */
  built(element: ReactElement): void;
  /** React takes over `into` (the page by default), as the app's entries do. */
  hydrate(element: ReactElement, into?: HTMLElement): Promise<void>;
  press(element: Element | null): Promise<void>;
  /** The page's button named (aria-label) or labelled (text) `name`. */
  button(name: string): HTMLButtonElement | null;
  /** The element a control's aria-controls names. */
  panelOf(control: Element | null): HTMLElement | null;
}

export function builtPageHarness(): BuiltPage {
  let container: HTMLElement;
  const roots: Root[] = [];
  const errors: unknown[][] = [];

  beforeAll(() => {
    // Once, as the page's <head> runs it once: its listeners stay on the document.
    new Function(earlyControlsScript())();
  });
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(HYDRATION_STARTED);
    document.documentElement.removeAttribute('data-hydrated');
    document.documentElement.className = '';
    window.history.replaceState(null, '', '/');
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    Element.prototype.scrollIntoView = vi.fn();
    errors.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
  });
  afterEach(() => {
    act(() => {
      for (const root of roots.splice(0)) root.unmount();
    });
    container.remove();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  return {
    get container() {
      return container;
    },
    errors,
    built(element) {
      container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.append(container);
    },
    async hydrate(element, into) {
      const island = into !== undefined;
      handOverToReact(into);
      await act(async () => {
        roots.push(
          hydrateRoot(into ?? container, element, {
            onRecoverableError: (error) => errors.push(['recoverable', error]),
          }),
        );
      });
      // The page's mark: an island hydrating later marks itself instead.
      if (!island) document.documentElement.setAttribute('data-hydrated', '');
    },
    async press(element) {
      await act(async () => (element as HTMLElement).click());
    },
    button(name) {
      return (
        [...container.querySelectorAll('button')].find(
          (each) => each.getAttribute('aria-label') === name || each.textContent === name,
        ) ?? null
      );
    },
    panelOf(control) {
      return document.getElementById(control?.getAttribute('aria-controls') ?? '');
    },
  };
}
