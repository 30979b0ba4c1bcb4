import { describe, expect, it } from 'vitest';
import { articleLd, faqPageLd, priceValidUntil, softwareApplicationLd } from './structured-data.ts';

describe('structured data', () => {
  it('offers the bot at 149.00 USD, valid one year ahead', () => {
    const ld = softwareApplicationLd(new Date('2026-11-22T12:00:00Z'));
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '149.00',
      priceCurrency: 'USD',
      priceValidUntil: '2027-11-22',
    });
  });

  it('never dates the offer in the past', () => {
    expect(priceValidUntil() > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(priceValidUntil(new Date('2028-02-29T00:00:00Z'))).toBe('2029-03-01');
  });

  it('answers each FAQ question with its plain text, never its HTML', () => {
    const item = { question: 'Q?', answer: '<p>Yes &amp; <a href="/x">no</a></p>' };
    const ld = faqPageLd([{ ...item, answerText: 'Yes & no' }]);
    expect(ld.mainEntity[0]).toMatchObject({ name: 'Q?', acceptedAnswer: { text: 'Yes & no' } });
  });

  it('dates an article with its ISO days, the revision when there is one', () => {
    const article = { title: 'T', excerpt: 'E', path: '/blog/t', imageUrl: '/i.svg' };
    expect(articleLd({ ...article, date: '2025-04-08' })).toMatchObject({
      datePublished: '2025-04-08',
      dateModified: '2025-04-08',
    });
    expect(articleLd({ ...article, date: '2025-04-08', updatedDate: '2026-02-03' })).toMatchObject({
      datePublished: '2025-04-08',
      dateModified: '2026-02-03',
    });
  });
});
