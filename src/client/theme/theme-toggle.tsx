import { Monitor, Moon, Sun } from 'lucide-react';
import { earlyControl } from '../early-controls/early-control.ts';
import { nextThemePreference, setThemePreference, useThemePreference } from './theme-store.ts';

/**
 * Cycles light → dark → system; its name says which theme a press will set. Before hydration
 * the early controls answer a press (early-control.ts): they change only this button's
 * attributes, so all three icons are here and `data-theme-preference` picks the one shown.
 */
export function ThemeToggle() {
  const current = useThemePreference();
  const next = nextThemePreference(current);
  return (
    <button
      type="button"
      onClick={() => setThemePreference(next)}
      aria-label={`Use ${next} theme`}
      title={`Theme: ${current}. Switch to ${next}.`}
      data-theme-preference={current}
      {...earlyControl('theme')}
      className="group inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
    >
      <Sun className="hidden size-5 group-data-[theme-preference=light]:block" aria-hidden="true" />
      <Moon className="hidden size-5 group-data-[theme-preference=dark]:block" aria-hidden="true" />
      <Monitor
        className="hidden size-5 group-data-[theme-preference=system]:block"
        aria-hidden="true"
      />
    </button>
  );
}
