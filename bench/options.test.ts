import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';
import { allPages, defaultPages } from './pages.ts';

describe('parseOptions', () => {
  it('runs the full bench by default: the issue’s pages, 5 runs, build and server', () => {
    expect(parseOptions([])).toEqual({
      pages: defaultPages(),
      profiles: ['lowTier', 'midTier'],
      runs: 5,
      build: true,
      server: true,
      api: true,
      drop: { buyers: 1000, editions: 100, seconds: 60 },
      adminQueries: true,
      seconds: 10,
      port: 0,
      outDir: 'bench/results',
    });
  });

  it('takes a quick try', () => {
    const options = parseOptions(['--pages', '/,/faq', '--runs', '1', '--skip-server']);
    expect(options).toMatchObject({ pages: ['/', '/faq'], runs: 1, server: false });
  });

  it('leaves out the admin queries on seeded orders alone', () => {
    expect(parseOptions(['--skip-admin-queries'])).toMatchObject({
      server: true,
      adminQueries: false,
    });
  });

  it('leaves out the API routes alone', () => {
    expect(parseOptions(['--skip-api'])).toMatchObject({ server: true, api: false });
  });

  it('knows every page and no page', () => {
    expect(parseOptions(['--pages', 'all']).pages).toEqual(allPages());
    expect(parseOptions(['--pages', 'none']).pages).toEqual([]);
  });

  it('emulates the phones asked for', () => {
    expect(parseOptions(['--phones', 'lowTier']).profiles).toEqual(['lowTier']);
    expect(() => parseOptions(['--phones', 'lowTier,tablet'])).toThrow(
      /--phones takes lowTier, midTier, not "tablet"/,
    );
  });

  it('runs the launch-day drop as asked, or not at all', () => {
    expect(parseOptions(['--drop', '200,20,10']).drop).toEqual({
      buyers: 200,
      editions: 20,
      seconds: 10,
    });
    expect(parseOptions(['--skip-drop']).drop).toBeNull();
    expect(() => parseOptions(['--drop', '200,20'])).toThrow(
      /--drop takes buyers,editions,seconds/,
    );
    expect(() => parseOptions(['--drop', '10,20,10'])).toThrow(
      /at least as many buyers as editions/,
    );
  });

  it('names the option it cannot use', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--pages', 'faq'])).toThrow(/--pages/);
    expect(() => parseOptions(['--fast'])).toThrow(/fast/);
  });
});

describe('defaultPages', () => {
  it('holds the pages of the issue’s table, with the first article', () => {
    const pages = defaultPages();
    expect(pages).toEqual([
      '/',
      '/pricing',
      '/features',
      '/faq',
      '/blog',
      expect.stringMatching(/^\/blog\/[a-z-]+$/),
      '/checkout',
      '/demo',
    ]);
  });

  it('are all among every page', () => {
    expect(allPages()).toEqual(expect.arrayContaining(defaultPages()));
  });
});
