/**
 * Reads back, while React hydrates, what the early controls left on the page, so that each
 * component hydrates in the state the visitor already sees: the markup then matches, and React's
 * next render starts from it. Each reader returns null when the page shows nothing it knows.
 */

/** The text of the open question of a one-open-at-a-time group (the FAQ). */
export function shownOpenDisclosure(): string | null {
  const open = document.querySelector(
    '[data-one-open] [data-early-control="disclosure"][aria-expanded="true"]',
  );
  return open?.textContent ?? null;
}

export function shownMenuOpen(): boolean | null {
  const button = document.querySelector('[data-early-control="menu"]');
  return button ? button.getAttribute('aria-expanded') === 'true' : null;
}

/** The `data-tab` of the selected early-controlled tab. */
export function shownTab(): string | null {
  return (
    document
      .querySelector('[data-early-control="tab"][aria-selected="true"]')
      ?.getAttribute('data-tab') ?? null
  );
}

/** The preference the theme control shows (`data-theme-preference`), unchecked. */
export function shownThemePreference(): string | null {
  return (
    document.querySelector('[data-early-control="theme"]')?.getAttribute('data-theme-preference') ??
    null
  );
}

/** Whether the header shows as scrolled (`data-scrolled`, which the early script keeps too). */
export function shownScrolled(): boolean | null {
  const header = document.querySelector('header[data-scrolled]');
  return header ? header.getAttribute('data-scrolled') === 'true' : null;
}
