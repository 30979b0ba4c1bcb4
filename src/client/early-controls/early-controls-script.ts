import { interfaceLimits } from '../../shared/site-config.ts';
import { themeCycle } from '../theme/theme-store.ts';
import { menuButtonName } from './early-control.ts';
import { HYDRATION_STARTED } from './hand-over.ts';

const json = JSON.stringify;

/**
 * The text of the script that runs in <head>, before the page paints, and answers the first
 * clicks on the controls marked with `earlyControl` (early-control.ts) until React takes the page,
 * or the island the control is in, over (hand-over.ts). Pages paint seconds before they hydrate on a slow phone
 * (scripts/defer-hydration.ts); without this, a visitor's first tap in that time did nothing.
 * One listener on the document, so it needs no element to exist yet. It changes exactly the
 * attributes React renders for the new state; components read that state back when they
 * hydrate (shown-state.ts).
 *
 * The page is built with the default theme, so once it is parsed the theme control is set to the
 * stored one: its name then says what a press sets, before hydration as after. Right after the
 * paint it changes no attribute the page already shows and reads nothing that needs a layout (as
 * `scrollY` does): either made a slow phone lay out the whole page again. The header's
 * `data-scrolled` follows scroll events only; a page the browser opens scrolled (a reload, a
 * `#` link) gets one from that scroll too.
 *
 * On the pages that load React only when a visitor reaches an island that needs it
 * (hydrate-on-demand.ts), the header and the FAQ are never hydrated: this script is all they
 * have, so it also does what React's header and theme store do besides clicks: the header's
 * `data-scrolled`, closing the menu when one of the header's links is followed, and the theme
 * following the system's (for "system") and other tabs' choices.
 *
 * Tabs are Radix's: a panel that is selected when it mounts carries `animation-duration:0s`
 * (no entry animation), so the early script moves that style along with the selection.
 *
 * ES5 and dependency-free, written out here rather than bundled so that what ships is what is
 * read; the server allows it by its hash in the CSP, as every inline script of a built page.
 * `compactScript` drops its spare whitespace, so every statement ends in `;` or `}`. A function,
 * so that a bundle which never calls it (the browser's, see root.tsx) leaves its text out.
 */
export function earlyControlsScript(): string {
  return compactScript(`
(function () {
  var d = document, root = d.documentElement;
  var themes = ${json(themeCycle)}, key = ${json(interfaceLimits.themeStorageKey)}, fallback = ${json(interfaceLimits.defaultTheme)}, scrolledPast = ${json(interfaceLimits.headerScrollThresholdPx)};
  var darkQuery = '(prefers-color-scheme: dark)';
  function each(list, act) { Array.prototype.forEach.call(list, act); }
  function set(element, name, value) { if (element.getAttribute(name) !== value) { element.setAttribute(name, value); } }
  function controlled(element) { var id = element.getAttribute('aria-controls'); return id ? d.getElementById(id) : null; }
  function expand(button, open) {
    var panel = controlled(button);
    button.setAttribute('aria-expanded', String(open));
    if (panel) { panel.hidden = !open; }
    if (button.getAttribute('data-early-control') === 'menu') { button.setAttribute('aria-label', open ? ${json(menuButtonName.open)} : ${json(menuButtonName.closed)}); }
  }
  function disclose(button) {
    var open = button.getAttribute('aria-expanded') !== 'true';
    var group = open && button.closest('[data-one-open]');
    if (group) { each(group.querySelectorAll('[data-early-control="disclosure"][aria-expanded="true"]'), function (other) { expand(other, false); }); }
    expand(button, open);
  }
  function storedTheme() {
    try { var stored = localStorage.getItem(key); return themes.indexOf(stored) < 0 ? fallback : stored; } catch (error) { return fallback; }
  }
  function after(theme) { return themes[(themes.indexOf(theme) + 1) % themes.length]; }
  function showTheme(button, theme) {
    var next = after(theme);
    set(button, 'data-theme-preference', theme);
    set(button, 'aria-label', 'Use ' + next + ' theme');
    set(button, 'title', 'Theme: ' + theme + '. Switch to ' + next + '.');
  }
  function applyTheme(theme) {
    var dark = theme === 'dark' || (theme === 'system' && matchMedia(darkQuery).matches);
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }
  function switchTheme(button) {
    var theme = after(storedTheme());
    try { localStorage.setItem(key, theme); } catch (error) {}
    applyTheme(theme);
    showTheme(button, theme);
  }
  function showStoredTheme() {
    var theme = storedTheme();
    each(d.querySelectorAll('[data-early-control="theme"]'), function (button) { if (early(button)) { showTheme(button, theme); } });
    return theme;
  }
  function markScrolled() {
    each(d.querySelectorAll('header[data-scrolled]'), function (header) { if (early(header)) { set(header, 'data-scrolled', String(scrollY > scrolledPast)); } });
  }
  function selectTab(tab) {
    var hash = tab.getAttribute('data-tab');
    each(tab.closest('[role="tablist"]').querySelectorAll('[role="tab"]'), function (other) {
      var state = other === tab ? 'active' : 'inactive', panel = controlled(other);
      other.setAttribute('aria-selected', String(other === tab));
      other.setAttribute('data-state', state);
      if (panel) { panel.setAttribute('data-state', state); }
      if (panel && other === tab) { panel.setAttribute('style', 'animation-duration:0s'); } else if (panel) { panel.removeAttribute('style'); }
    });
    if (hash) { history.replaceState(history.state, '', '#' + hash); }
  }
  function showTab(button) {
    var tab = d.querySelector('[data-early-control="tab"][data-tab="' + button.getAttribute('data-shows-tab') + '"]');
    if (!tab) { return; }
    selectTab(tab);
    tab.focus({ preventScroll: true });
    tab.closest('[role="tablist"]').parentNode.scrollIntoView({ block: 'start' });
  }
  var actions = { disclosure: disclose, menu: disclose, theme: switchTheme, tab: selectTab, 'show-tab': showTab };
  function early(control) { return !control.closest(${json(`[${HYDRATION_STARTED}]`)}); }
  d.addEventListener('click', function (event) {
    var control = event.target.closest && event.target.closest('[data-early-control]');
    var act = control && early(control) && actions[control.getAttribute('data-early-control')];
    var link = !control && event.target.closest && event.target.closest('a[href]');
    if (act) { act(control); }
    if (link) { each(d.querySelectorAll('[data-early-control="menu"][aria-expanded="true"]'), function (menu) { var header = menu.closest('header'); if (early(menu) && header && header.contains(link)) { expand(menu, false); } }); }
  });
  d.addEventListener('DOMContentLoaded', showStoredTheme);
  addEventListener('scroll', markScrolled, { passive: true });
  if (window.matchMedia) { matchMedia(darkQuery).addEventListener('change', function () { if (storedTheme() === 'system') { applyTheme('system'); } }); }
  addEventListener('storage', function (event) { if (event.key === key) { applyTheme(showStoredTheme()); } });
  d.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') { each(d.querySelectorAll('[data-early-control="menu"][aria-expanded="true"]'), function (menu) { if (early(menu)) { expand(menu, false); } }); }
  });
})()`);
}

/**
 * The script without the whitespace it does not need: outside its string literals, all of it but
 * a space between two word characters (`var d`, `else if`). The source has no comments, regular
 * expressions or escaped quotes, which this does not read.
 */
export function compactScript(script: string): string {
  return script.replace(
    /('[^']*'|"[^"]*")|\s+/g,
    (match, literal: string | undefined, at: number) =>
      literal ??
      (/\w/.test(script[at - 1] ?? '') && /\w/.test(script[at + match.length] ?? '') ? ' ' : ''),
  );
}
