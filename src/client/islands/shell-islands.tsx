import { Header } from '../shell/header.tsx';
import { Toaster } from '../toast/toaster.tsx';
import type { PageIslands } from './hydrate-islands.tsx';

/**
 * The islands every page's shell holds (src/client/root.tsx): the header (menu, theme) and the
 * toaster. A page whose own content has no interactive part (the features page, the blog, its
 * categories and articles) hydrates these only (scripts/island-pages.ts).
 */
export const shellIslands = {
  header: () => <Header />,
  toaster: () => <Toaster />,
} satisfies PageIslands;
