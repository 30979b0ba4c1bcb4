/**
 * Which islands show at load, and which hydrate together (src/client/islands/hydrate-islands.tsx).
 */

/**
 * Islands that show what another island does hydrate with it: the toaster shows the contact
 * form's messages, the buy button's refusals and the checkout's, so it must be listening by the
 * time they come.
 */
export const islandCompanions: Readonly<Record<string, readonly string[]>> = {
  contact: ['toaster'],
  pricing: ['toaster'],
  checkout: ['toaster'],
};

/**
 * Whether any box of an island (its element is `display: contents`, so its children's) shows in
 * the viewport. Read once, after the paint, when the layout is already done.
 */
export function inViewport(container: Element, view: Window = window): boolean {
  return [...container.children].some((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < view.innerHeight &&
      box.left < view.innerWidth
    );
  });
}
