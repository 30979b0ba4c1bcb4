import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageCsp } from './csp.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external and empty ones', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module">import "/assets/x.js";</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>  </script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = 1;'),
      sha('import "/assets/x.js";'),
      sha('{"@type":"Product"}'),
    ]);
  });
});

describe('pageCsp', () => {
  it('allows only this origin plus the given inline script hashes', () => {
    const csp = pageCsp({ scriptHashes: ['sha256-abc'] });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('upgrades insecure requests when asked (production)', () => {
    expect(pageCsp({ upgradeInsecureRequests: true })).toContain('upgrade-insecure-requests');
  });

  it('frames nothing, except Stripe on checkout and the YouTube player on the art gallery', () => {
    expect(pageCsp({})).toContain("frame-src 'none'");
    expect(pageCsp({ allowStripe: true })).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com',
    );
    const gallery = pageCsp({ allowVideoEmbed: true });
    expect(gallery).toContain('frame-src https://www.youtube-nocookie.com;');
    // The player is a frame only: no script, image or connection of the video host.
    expect(gallery.replace(/frame-src[^;]*;/, '')).not.toContain('youtube');
  });
});
