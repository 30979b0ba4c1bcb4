/**
 * Rewrites a page React Router prerendered so that the browser paints it before it fetches any
 * script. As built, the page asks for every module of the route at high priority
 * (`<link rel="modulepreload">`, and the static imports of its inline module script) while the
 * HTML and CSS are still arriving; a slow phone then paints only once they are all in. Here the
 * preloads go, and the inline module script waits for the first paint (two animation frames, so
 * the first frame has been shown, then a task) before it preloads the same modules and imports them exactly as React Router did.
 *
 * Before React Router's own imports, the page imports the shared modules one per task, each after
 * the modules it imports. A module graph is evaluated in one task: the demo's framework, shell and
 * route (480 KB) were one block of 17 ms on a fast host, 170 ms or more on a low-tier phone.
 *
 * The server hashes every inline script of the built HTML for its CSP (src/server/site/
 * built-pages.ts), so the rewritten script is allowed as it stands; it inserts no inline script.
 */

import { withoutRouterStream } from './router-stream.ts';
import { UnexpectedPageError } from './unexpected-page-error.ts';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/** The modules a built module imports statically, by URL. */
export type StaticImports = (url: string) => readonly string[];

/**
 * The page with hydration started after its first paint; pages without scripts are unchanged.
 * `staticImports` tells which preloaded modules to evaluate before which.
 */
export function deferHydration(html: string, staticImports: StaticImports = () => []): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const parsed = parseBoot(boot[1] ?? '');
  const warmUp = dependenciesFirst(
    preloads.filter((url) => url !== parsed.entry),
    staticImports,
  );
  const script = afterFirstPaint(preloads, oneModulePerTask(warmUp, reactRouterImports(parsed)));
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SCRIPT, () => `<script type="module" async="">${script}</script>`);
}

/**
 * The page (already deferred) with React Router's boot replaced by a page's own islands: after the
 * first paint it preloads the entry's imports and imports the entry (scripts/build-islands.ts).
 * React Router's stream goes too: nothing on the page starts React Router.
 */
export function hydrateIslandsAfterPaint(html: string, entry: string, imports: string[]): string {
  if (!BOOT_SCRIPT.test(html)) throw new UnexpectedPageError('The page has no boot script');
  const script = afterFirstPaint([entry, ...imports], `import(${JSON.stringify(entry)})`);
  return withoutRouterStream(
    html.replace(BOOT_SCRIPT, () => `<script type="module" async="">${script}</script>`),
  );
}

const DEFERRED_PRELOADS = /^function hydrate\(\)\{(\[[^\]]*\])\.forEach/;

/** Every script a page rewritten by `deferHydration` loads once it has painted. */
export function scriptsLoadedAfterPaint(html: string): string[] {
  const script = BOOT_SCRIPT.exec(html)?.[1] ?? '';
  const preloads = DEFERRED_PRELOADS.exec(script)?.[1];
  return preloads ? (JSON.parse(preloads) as string[]) : [];
}

interface Boot {
  /** Modules imported first, in order: the manifest, then each route module. */
  imports: { url: string; binding?: string }[];
  /** `{"root":route0,…}`: route ids to the bindings of their modules. */
  routeModules: string;
  entry: string;
}

/** Reads React Router's boot script; anything else stops the build rather than ship it broken. */
function parseBoot(source: string): Boot {
  const boot: Partial<Boot> & Pick<Boot, 'imports'> = { imports: [] };
  for (const line of source
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const route = ROUTE_IMPORT.exec(line);
    const modules = ROUTE_MODULES.exec(line);
    const entry = ENTRY_IMPORT.exec(line);
    if (sideEffect) boot.imports.push({ url: sideEffect[1] as string });
    else if (route) boot.imports.push({ url: route[2] as string, binding: route[1] as string });
    else if (modules) boot.routeModules = modules[1];
    else if (entry) boot.entry = entry[1];
    else throw new UnexpectedPageError(`Unknown line in React Router's boot script: ${line}`);
  }
  if (!boot.routeModules || !boot.entry) {
    throw new UnexpectedPageError("React Router's boot script has no route modules or entry");
  }
  return boot as Boot;
}

/** What React Router's boot did: import the route modules, name them, then import its entry. */
function reactRouterImports(boot: Boot): string {
  const imports = boot.imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(',');
  const bindings = boot.imports.map(({ binding }) => binding ?? '').join(',');
  return [
    `Promise.all([${imports}]).then(function([${bindings}]){`,
    `window.__reactRouterRouteModules=${boot.routeModules};`,
    `return import(${JSON.stringify(boot.entry)})})`,
  ].join('');
}

/**
 * `modules` ordered so that each comes after the modules it imports, as far as they are among
 * them. (`deferHydration` leaves the client entry out of them: it starts React Router, which
 * reads the route modules the boot names first.)
 */
export function dependenciesFirst(
  modules: readonly string[],
  staticImports: StaticImports,
): string[] {
  const wanted = new Set(modules);
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (url: string) => {
    if (visited.has(url)) return;
    visited.add(url);
    for (const imported of staticImports(url)) if (wanted.has(imported)) visit(imported);
    ordered.push(url);
  };
  modules.forEach(visit);
  return ordered;
}

/**
 * Imports `modules` in order, each in a task of its own, then runs `then`. An import whose
 * dependencies are already evaluated evaluates only itself, so no one task holds them all.
 */
function oneModulePerTask(modules: readonly string[], then: string): string {
  if (modules.length === 0) return then;
  return [
    `var warm=${JSON.stringify(modules)};`,
    '(function next(i){if(i===warm.length){',
    then,
    '}else import(warm[i]).then(function(){setTimeout(function(){next(i+1)})})})(0)',
  ].join('');
}

function afterFirstPaint(preloads: string[], load: string): string {
  return [
    'function hydrate(){',
    `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});`,
    `${load}}`,
    // A hidden tab paints nothing; it hydrates at once.
    'function afterPaint(){if(document.visibilityState==="hidden")hydrate();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(hydrate)})})}',
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint();',
  ].join('');
}
