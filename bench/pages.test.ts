import { describe, expect, it } from 'vitest';
import { allPages, defaultPages } from './pages.ts';

describe('benched pages', () => {
  it('benches the first article, one of the articles the full bench visits', () => {
    const article = '/blog/what-is-vps-why-trading-bot-needs-it';
    expect(defaultPages()).toContain(article);
    expect(allPages()).toContain(article);
  });
});
