import { useSyncExternalStore } from 'react';
import { interfaceLimits } from '../../shared/site-config.ts';
import { shownWhileHydrating } from '../early-controls/hand-over.ts';
import { shownThemePreference } from '../early-controls/shown-state.ts';

export type ThemePreference = 'light' | 'dark' | 'system';

const KEY = interfaceLimits.themeStorageKey;
const listeners = new Set<() => void>();

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(KEY);
    return isPreference(stored) ? stored : interfaceLimits.defaultTheme;
  } catch {
    return interfaceLimits.defaultTheme;
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Puts the preference on <html> the same way the pre-paint script does. */
export function applyTheme(preference: ThemePreference): void {
  const dark = preference === 'dark' || (preference === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(KEY, preference);
  } catch {
    // Private mode or storage disabled: the choice still applies for this visit.
  }
  applyTheme(preference);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const onSystemChange = () => {
    if (readThemePreference() === 'system') applyTheme('system');
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    applyTheme(readThemePreference());
    listener();
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * What the page was built with: the default. While React hydrates, what the theme control shows
 * instead, which a click before hydration may have changed (early-controls-script.ts).
 */
function builtThemePreference(): ThemePreference {
  const shown = shownWhileHydrating(shownThemePreference, null);
  return isPreference(shown) ? shown : interfaceLimits.defaultTheme;
}

/** The stored preference; prerendering and hydration see what the page shows. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readThemePreference, builtThemePreference);
}

/** The order a press on the theme control goes through. */
export const themeCycle: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function nextThemePreference(current: ThemePreference): ThemePreference {
  return themeCycle[(themeCycle.indexOf(current) + 1) % themeCycle.length] ?? 'light';
}
