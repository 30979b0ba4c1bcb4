import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Reads the real build (npm test builds first): React Router's manifest says which chunks a page
// loads, and build/client/.vite/chunk-modules.json (scripts/chunk-modules-plugin.ts) what source
// modules each chunk holds.
const client = path.resolve('build/client');

interface RouteEntry {
  module: string;
  imports?: string[];
}
interface RouterManifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry>;
}

function routerManifest(): RouterManifest {
  const file = readdirSync(path.join(client, 'assets')).find((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  const text = readFileSync(path.join(client, 'assets', file ?? 'missing'), 'utf8');
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));
}

const chunkModules = JSON.parse(
  readFileSync(path.join(client, '.vite/chunk-modules.json'), 'utf8'),
) as Record<string, string[]>;

/** Every source module in the chunks a first visit to a route loads (entry, root, the route). */
function modulesLoadedBy(routeId: string): string[] {
  const manifest = routerManifest();
  const entries = [manifest.entry, manifest.routes.root, manifest.routes[routeId]];
  expect(entries.every(Boolean), `route ${routeId} is in the manifest`).toBe(true);
  const chunks = entries.flatMap((entry) => [entry?.module ?? '', ...(entry?.imports ?? [])]);
  return chunks.flatMap((chunk) => {
    const modules = chunkModules[chunk];
    expect(modules, `${chunk} is in chunk-modules.json`).toBeDefined();
    return modules ?? [];
  });
}

const isAdminModule = (id: string) =>
  /^src\/client\/(routes\/(admin|art-admin)[^/]*|(features|components)\/(admin|art-admin)\/)/.test(
    id,
  );

describe('admin code stays out of public pages', () => {
  it.each(['routes/home', 'routes/pricing'])('%s loads no admin module', (routeId) => {
    const modules = modulesLoadedBy(routeId);
    expect(modules).toContain(`src/client/${routeId}.tsx`);
    expect(modules.filter(isAdminModule)).toEqual([]);
  });

  it('sees admin modules where they are (the check can fail)', () => {
    expect(modulesLoadedBy('routes/admin').filter(isAdminModule)).toEqual(
      expect.arrayContaining([
        'src/client/routes/admin.tsx',
        'src/client/features/admin/home/admin-home-page.tsx',
      ]),
    );
  });
});
