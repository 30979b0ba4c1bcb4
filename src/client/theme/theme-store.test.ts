// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  nextThemePreference,
  readThemePreference,
  setThemePreference,
} from './theme-store.ts';
import { themeScript } from './theme-script.ts';

function mockSystemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockImplementation((query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('theme preference', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    mockSystemDark(false);
  });

  it('defaults to light', () => {
    expect(readThemePreference()).toBe('light');
  });

  it('is stored under the "theme" key and applied to <html>', () => {
    setThemePreference('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setThemePreference('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows the system when set to system', () => {
    mockSystemDark(true);
    applyTheme('system');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('theme', 'purple');
    expect(readThemePreference()).toBe('light');
  });

  it('cycles light, dark, system', () => {
    expect(nextThemePreference('light')).toBe('dark');
    expect(nextThemePreference('dark')).toBe('system');
    expect(nextThemePreference('system')).toBe('light');
  });

  it('has a pre-paint script that applies the stored theme like the store does', () => {
    localStorage.setItem('theme', 'dark');
    new Function(themeScript)();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    localStorage.setItem('theme', 'system');
    mockSystemDark(false);
    new Function(themeScript)();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
