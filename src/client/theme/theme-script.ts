import { interfaceLimits } from '../../shared/site-config.ts';

/**
 * Runs in <head> before the first paint so a dark-theme visitor never sees a light flash.
 * Kept tiny and dependency-free; the server allows it by its hash in the CSP.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  interfaceLimits.themeStorageKey,
)});var d=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`;
