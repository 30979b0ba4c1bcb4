import { describe, expect, it } from 'vitest';
import { isSitePath, splitTextLinks } from './text-links.ts';

describe('splitTextLinks', () => {
  it('returns plain text untouched as one segment', () => {
    expect(splitTextLinks('Trading carries a high risk of loss.')).toEqual([
      { kind: 'text', text: 'Trading carries a high risk of loss.' },
    ]);
    expect(splitTextLinks('')).toEqual([]);
  });

  it('links a site path in parentheses and keeps the brackets and full stop as text', () => {
    expect(splitTextLinks('as set out in our Refund Policy (/refund-policy).')).toEqual([
      { kind: 'text', text: 'as set out in our Refund Policy (' },
      { kind: 'path', text: '/refund-policy', href: '/refund-policy', reloadDocument: false },
      { kind: 'text', text: ').' },
    ]);
  });

  it('links a path at the start, after a space, at the end and before punctuation', () => {
    const segments = splitTextLinks('/faq and /contact, then /blog/securing-binance-api-keys.');
    expect(segments.filter((s) => s.kind === 'path').map((s) => s.text)).toEqual([
      '/faq',
      '/contact',
      '/blog/securing-binance-api-keys',
    ]);
    expect(segments.at(-1)).toEqual({ kind: 'text', text: '.' });
  });

  it('keeps a path with a section anchor whole', () => {
    expect(splitTextLinks('See (/#pricing)')[1]).toMatchObject({ kind: 'path', href: '/#pricing' });
  });

  it('makes the checkout page a full page load', () => {
    expect(splitTextLinks('Go to /checkout now')[1]).toEqual({
      kind: 'path',
      text: '/checkout',
      href: '/checkout',
      reloadDocument: true,
    });
  });

  it('turns an email address into a mailto link without the sentence full stop', () => {
    expect(splitTextLinks('Email support@cryptomaton.app. We reply fast.')).toEqual([
      { kind: 'text', text: 'Email ' },
      { kind: 'email', text: 'support@cryptomaton.app', href: 'mailto:support@cryptomaton.app' },
      { kind: 'text', text: '. We reply fast.' },
    ]);
  });

  it('handles emails and paths together, in order', () => {
    const segments = splitTextLinks(
      'Email first.last+tag@mail.example.co.nz or use the form on our contact page (/contact).',
    );
    expect(segments.map((s) => s.kind)).toEqual(['text', 'email', 'text', 'path', 'text']);
    expect(segments[1]).toMatchObject({ href: 'mailto:first.last+tag@mail.example.co.nz' });
    expect(segments.map((s) => s.text).join('')).toBe(
      'Email first.last+tag@mail.example.co.nz or use the form on our contact page (/contact).',
    );
  });

  it('leaves slashes that are not site paths as text', () => {
    for (const text of [
      'reading and/or trading',
      'support 24/7',
      'see https://example.com/refund-policy for details',
      'complain at www.privacy.org.nz today',
      'send /start to the bot',
      'an unknown page (/nowhere)',
      'a path with a capital /Pricing',
      'a file at /etc/passwd',
    ]) {
      expect(splitTextLinks(text), text).toEqual([{ kind: 'text', text }]);
    }
  });

  it('never produces an href with markup or a script scheme', () => {
    const text = 'x <a href="javascript:alert(1)">/pricing</a> javascript:alert(1)@evil.com';
    const hrefs = splitTextLinks(text).flatMap((s) => ('href' in s ? [s.href] : []));
    for (const href of hrefs) {
      expect(href).toMatch(/^(\/[a-z0-9/#-]*|mailto:[\w.%+-]+@[\w.-]+)$/);
    }
    expect(
      splitTextLinks(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});

describe('isSitePath', () => {
  it('knows the pages of the site, redirects and blog articles', () => {
    expect(isSitePath('/refund-policy')).toBe(true);
    expect(isSitePath('/privacy')).toBe(true);
    expect(isSitePath('/checkout')).toBe(true);
    expect(isSitePath('/blog/understanding-risk-management')).toBe(true);
    expect(isSitePath('/start')).toBe(false);
  });
});
