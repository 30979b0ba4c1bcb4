/**
 * The controls a visitor can see before the page's scripts have run, and what each does then
 * (docs/decisions/0012-early-controls.md). The components mark them with `earlyControl(kind)`;
 * the small script in <head> (early-controls-script.ts) answers their clicks until React takes
 * the page over, and changes only what React renders for the new state.
 *
 * - `disclosure`: a button with `aria-expanded` and `aria-controls`; inside `[data-one-open]`,
 *   opening one closes the others (the FAQ).
 * - `menu`: a disclosure whose name says what a press does ("Open menu", "Close menu").
 * - `theme`: sets the next theme, as the theme store does, and names the one after it.
 * - `tab`: a tab (`role="tab"`, `aria-selected`); its `data-tab` is the address hash it shows.
 * - `show-tab`: a button that selects the tab named by its `data-shows-tab` and moves to it.
 */
export type EarlyControlKind = 'disclosure' | 'menu' | 'theme' | 'tab' | 'show-tab';

export const earlyControl = (kind: EarlyControlKind) => ({ 'data-early-control': kind });

/** The menu button's name, closed and open; tools look for "Open menu" (docs/product-rules.md). */
export const menuButtonName = { closed: 'Open menu', open: 'Close menu' } as const;
