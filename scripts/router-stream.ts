import { UnexpectedPageError } from './unexpected-page-error.ts';

/**
 * What React Router's prerender streams into a page for its own hydration: the context script,
 * the hidden segments that carry its data, React's Suspense boundaries that await them, and
 * React's inline reveal functions. A page that hydrates islands only never starts React Router,
 * yet ran all of it after the paint: the reveal alone took a 34 ms frame and a second layout of
 * the whole page on this machine (docs/performance.md, 27 November 2026).
 */
const ROUTER_STREAM = [
  /<script>window\.__reactRouterContext\s*=[\s\S]*?<\/script>/g,
  /<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g,
  /<script id="_R_">requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g,
  /<div hidden id="S:\d+">(?:<script>window\.__reactRouterContext\.streamController\.[^<]*<\/script>)*<\/div>/g,
  /<script>(?:\$RB=[\s\S]*?)?\$RC\("B:\d+","S:\d+"\)<\/script>/g,
];

/** Anything of the stream left after the removal: the prerender changed shape. */
const LEFT_OVER = /__reactRouterContext|\$RC\(|<template id="B:|id="S:\d/;

/** The page without React Router's stream; stops the build if any part of it is left. */
export function withoutRouterStream(html: string): string {
  const page = ROUTER_STREAM.reduce((text, part) => text.replace(part, ''), html);
  const left = LEFT_OVER.exec(page);
  if (left) {
    throw new UnexpectedPageError(
      `React Router's stream is still in the page after its removal, at "${page.slice(left.index, left.index + 80)}"`,
    );
  }
  return page;
}
