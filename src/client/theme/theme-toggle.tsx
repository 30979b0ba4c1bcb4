import { Monitor, Moon, Sun } from 'lucide-react';
import { nextThemePreference, setThemePreference, useThemePreference } from './theme-store.ts';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Cycles light → dark → system; its name says which theme a press will set. */
export function ThemeToggle() {
  const current = useThemePreference();
  const next = nextThemePreference(current);
  const Icon = icons[current];
  return (
    <button
      type="button"
      onClick={() => setThemePreference(next)}
      aria-label={`Use ${next} theme`}
      title={`Theme: ${current}. Switch to ${next}.`}
      data-theme-preference={current}
      className="inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
