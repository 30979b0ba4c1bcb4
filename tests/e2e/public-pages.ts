import { publicPaths } from '../../src/shared/site-routes.ts';

/** Every prerendered public page, for checks that apply to all of them. */
export const publicPages = publicPaths;

/**
 * Paths dealt round-robin into `count` groups, for checks that one browser page makes on many
 * pages in turn. A test per path paid for a new browser context each time (a new renderer and a
 * cold cache, several times the check itself); a few groups still keep both workers busy.
 */
export function inGroups(paths: readonly string[], count: number): string[][] {
  const groups: string[][] = Array.from({ length: Math.min(count, paths.length) }, () => []);
  paths.forEach((path, index) => groups[index % groups.length]?.push(path));
  return groups;
}

/** A test title naming a group by its first path and how many follow. */
export function groupTitle(paths: readonly string[]): string {
  return paths.length === 1 ? `${paths[0]}` : `${paths[0]} and ${paths.length - 1} more`;
}
