import type { Plugin } from 'vite';

const INTER_CSS = /[\\/]@fontsource-variable[\\/]inter[\\/]index\.css$/;

/**
 * Inter is preloaded and its fallback face takes Inter's measures (app.css), yet a late swap still
 * moved a bold line by a pixel (layout shift 0.001 on every home page run). With
 * `font-display: optional` the browser uses Inter only if it is there for the first paint (it is,
 * when preloaded on a usual connection, and from the cache on every later page); otherwise the page
 * stays in the fallback face for that view. Nothing moves either way.
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
