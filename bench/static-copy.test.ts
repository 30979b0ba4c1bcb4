import { describe, expect, it } from 'vitest';
import { copyFileOf, withoutScripts } from './static-copy.ts';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="modulepreload" href="/assets/entry.client-O8w.js"/>
<link rel="preload" href="/assets/chart.js" as="script"/>
<link rel="stylesheet" href="/assets/root.css"/>
<script>document.documentElement.classList.toggle('dark', matchMedia('(prefers-color-scheme: dark)').matches)</script>
<script type="application/ld+json">{"@type":"SoftwareApplication"}</script>
</head><body><h1>Cryptomaton</h1>
<script type="module" async="">import "/assets/entry.client-O8w.js";</script>
<SCRIPT id="_R_">window.__ctx = "<\\/script>";</SCRIPT >
</body></html>`;

describe('withoutScripts', () => {
  const copy = withoutScripts(page);

  it('removes every script element, inline or module, whatever its case', () => {
    expect(copy).not.toMatch(/<script(?![^>]*ld\+json)/i);
    expect(copy).not.toContain('classList');
    expect(copy).not.toContain('entry.client');
    expect(copy).not.toContain('__ctx');
  });

  it('removes script preloads but keeps the font preload and the stylesheet', () => {
    expect(copy).not.toContain('modulepreload');
    expect(copy).not.toContain('chart.js');
    expect(copy).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('keeps structured data and the markup', () => {
    expect(copy).toContain(
      '<script type="application/ld+json">{"@type":"SoftwareApplication"}</script>',
    );
    expect(copy).toContain('<body><h1>Cryptomaton</h1>');
  });
});

describe('copyFileOf', () => {
  it('puts each page where the bare server looks for it', () => {
    expect(copyFileOf('/')).toBe('index.html');
    expect(copyFileOf('/faq')).toBe('faq/index.html');
    expect(copyFileOf('/blog/what-is-vps/')).toBe('blog/what-is-vps/index.html');
  });
});
