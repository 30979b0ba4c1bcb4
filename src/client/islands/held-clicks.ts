/**
 * A click on a control inside an island whose React is still on its way (hydrate-on-demand.ts)
 * would find nobody listening: a form's button would send the form natively, the buy button
 * would skip its check. So the click waits for the island, then is given again to the same
 * control, which React now answers. A click with a modifier key or another button (open in a new
 * tab) and the early controls' own clicks pass as they are.
 */
const CONTROLS =
  'a[href], button, input[type="submit"], input[type="checkbox"], input[type="radio"]';

/**
 * Listens on the document (capture, before anything else). `readyFor(control)` answers null when
 * the control's island needs no wait, else a promise of the moment it is hydrated (or could not
 * be: the click is given again either way, then the browser answers it as without scripts).
 */
export function holdClicksUntilHydrated(
  doc: Document,
  readyFor: (control: HTMLElement) => Promise<unknown> | null,
): () => void {
  const held = new Set<HTMLElement>();
  let replaying: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || event.defaultPrevented) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    const control = target.closest<HTMLElement>(CONTROLS);
    if (!control || control === replaying || control.hasAttribute('data-early-control')) return;
    const ready = readyFor(control);
    if (!ready) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second press while the first waits is the same wish: it is not given twice.
    if (held.has(control)) return;
    held.add(control);
    const replay = () => {
      held.delete(control);
      replaying = control;
      try {
        control.click();
      } finally {
        replaying = null;
      }
    };
    ready.then(replay, replay);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
