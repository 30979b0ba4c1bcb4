/**
 * Home's bands below the first screen are laid out only when a visitor nears them (the
 * `below-first-screen` rule in app.css, `content-visibility: auto`): on a slow phone the first
 * layout, and the one again when Inter swaps in, then cover one screen instead of the whole page.
 * Until a band is laid out it stands at an estimated height, so a position further down is only
 * an estimate. Whenever the page must land on such a position, this mark on <html> turns the rule
 * off first and the whole page is laid out as it really is.
 */
export const wholePageAttribute = 'data-whole-page';

/** Lays the whole page out as it is, before the caller measures where a section starts. */
export function layOutWholePage(root: Element = document.documentElement): void {
  if (!root.hasAttribute(wholePageAttribute)) root.setAttribute(wholePageAttribute, '');
}

/**
 * Runs in <head> before the first layout. The browser lands on a spot further down when the page
 * opens at a `#section`, on a reload or on back and forward (it restores the scroll), and when a
 * `#` link is followed or the history moves within the page; each sets the mark before the
 * browser measures. A `#` link is caught as the click starts, ahead of the early controls and of
 * React. ES5 and dependency-free; the server allows it by its hash in the CSP.
 */
export const wholePageScript = `(function(){var r=document.documentElement;function w(){r.setAttribute('${wholePageAttribute}','')}var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(location.hash||(n&&n.type!=='navigate'))w();addEventListener('popstate',w);addEventListener('hashchange',w);addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('a[href*="#"]'))w()},true)})()`;
