import type { Page, Response } from '@playwright/test';

/*
 * Pages paint first and hydrate after (scripts/defer-hydration.ts): the load event can come before
 * React has taken over, and a click then reaches only the few controls the early script answers
 * (first-click.spec.ts tests those). Open pages with these before pressing anything; they wait
 * for the mark src/client/shell/use-hydrated-marker.ts sets. On the home page's first visit the
 * mark means the islands seen at load have hydrated; one further down hydrates when a test
 * scrolls to it or presses in it (island-hydration.spec.ts), before React handles the press.
 */

export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
