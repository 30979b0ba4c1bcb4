import type { SetupGuideTab, SetupGuideTabId } from '../../content/site/types.ts';

/** Which tab of the setup guide holds each anchor: a tab id, a section id or an extra id. */
export type AnchorIndex = ReadonlyMap<string, SetupGuideTabId>;

/**
 * Indexes every id a `/setup-guide#…` link may name, so a link can open a tab (`#vps-deploy`) or a
 * place inside one (`#restart-script`, `#telegram-401`). Throws on a duplicate id: the content is
 * static, so the build fails instead of a link opening the wrong tab.
 */
export function buildAnchorIndex(
  tabs: readonly SetupGuideTab[],
  extraIds: Partial<Record<SetupGuideTabId, readonly string[]>> = {},
): AnchorIndex {
  const index = new Map<string, SetupGuideTabId>();
  const add = (id: string, tab: SetupGuideTabId) => {
    const owner = index.get(id);
    if (owner !== undefined) {
      throw new Error(`Setup guide anchor "${id}" is used twice (${owner} and ${tab})`);
    }
    index.set(id, tab);
  };
  for (const tab of tabs) add(tab.id, tab.id);
  for (const tab of tabs) {
    for (const section of tab.sections) add(section.id, tab.id);
    for (const id of extraIds[tab.id] ?? []) add(id, tab.id);
  }
  return index;
}

/** The id a location hash names ('#vps-deploy' → 'vps-deploy'), or null for none or a bad one. */
export function anchorFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The tab a location hash opens, or null when the hash names nothing in the guide. */
export function tabForHash(hash: string, index: AnchorIndex): SetupGuideTabId | null {
  const anchor = anchorFromHash(hash);
  return anchor === null ? null : (index.get(anchor) ?? null);
}

/** True when the hash names a place inside a tab rather than the tab itself. */
export function hashTargetsInnerAnchor(hash: string, index: AnchorIndex): boolean {
  const anchor = anchorFromHash(hash);
  return anchor !== null && index.has(anchor) && index.get(anchor) !== anchor;
}
