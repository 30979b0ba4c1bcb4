import { describe, expect, it } from 'vitest';
import { changelogHtml, changelogText } from './changelog-markdown.ts';

describe("a release's changelog in its mail", () => {
  it('renders headings, lists, emphasis, code and web links with inline styles', () => {
    const html = changelogHtml(
      '## Fixes\n\n- Binance API **v4**\n- `retry` on *timeouts*\n\nSee [the guide](https://shop.test/setup-guide).',
    );
    expect(html).toContain('<p style="margin:20px 0 8px;');
    expect(html).toMatch(
      /<ul style="[^"]+"><li style="[^"]+">Binance API <strong>v4<\/strong><\/li>/,
    );
    expect(html).toContain('<code style="');
    expect(html).toContain('<em>timeouts</em>');
    expect(html).toContain(
      '<a href="https://shop.test/setup-guide" style="color:#047857;">the guide</a>',
    );
  });

  it('makes no markup of its own from what the changelog holds', () => {
    const html = changelogHtml(
      [
        'Fixed <script>alert(1)</script> & "quotes"',
        '',
        '<img src=x onerror=alert(1)>',
        '',
        '[click](javascript:alert(1)) ![logo](https://evil.test/x.png)',
        '',
        '```',
        '</pre><script>x</script>',
        '```',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<img|onerror=|javascript:|evil\.test/);
    expect(html).toContain('&amp; &quot;quotes&quot;');
    expect(html).toContain('click logo');
    expect(html).toContain('&lt;/pre&gt;&lt;script&gt;x&lt;/script&gt;');
  });

  it('keeps the Markdown as the text part, with line ends made plain', () => {
    expect(changelogText('  - one\r\n- two\r\n')).toBe('- one\n- two');
  });
});
