import type { Plugin } from 'vite';

const INTER_CSS = /[\\/]@fontsource-variable[\\/]inter[\\/]index\.css$/;

/**
 * Inter is used only when it is there for the first paint (`font-display: optional`): from the
 * cache on every later visit, and on a first visit when it arrives in time; otherwise that view
 * stays in the fallback face (app.css), so nothing moves when Inter arrives late. A swap could
 * not be made shift-free: the fallback takes Inter's room on average, but a paragraph whose line
 * ends near the edge wraps differently in the two faces (a 0.009 shift on /demo at 1280 px).
 */
export function optionalWebFont(): Plugin {
  return {
    name: 'shop:optional-web-font',
    transform(code, id) {
      if (!INTER_CSS.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}
