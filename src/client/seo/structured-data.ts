import { centsToDecimal } from '../../shared/money.ts';
import { commerce, siteConfig } from '../../shared/site-config.ts';
import type { FaqItem } from '../content/site/types.ts';
import { absoluteUrl } from './site-url.ts';

/** One year after `today`, as YYYY-MM-DD: the offer's price is guaranteed that long. */
export function priceValidUntil(today: Date = new Date()): string {
  const next = new Date(today);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next.toISOString().slice(0, 10);
}

export function softwareApplicationLd(today: Date = new Date()) {
  return {
    '@context': 'https://schema.org',
    '@type': ['SoftwareApplication', 'Product'],
    name: siteConfig.brand,
    description: siteConfig.blurb,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Windows, macOS, Linux (Python 3.12+)',
    url: absoluteUrl('/'),
    image: absoluteUrl('/images/share.png'),
    brand: { '@type': 'Brand', name: siteConfig.brand },
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(commerce.botPriceCents),
      priceCurrency: commerce.currency,
      priceValidUntil: priceValidUntil(today),
      availability: 'https://schema.org/InStock',
      url: absoluteUrl('/pricing'),
    },
  };
}

export function faqPageLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerText },
    })),
  };
}

export function breadcrumbListLd(crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function articleLd(article: {
  title: string;
  excerpt: string;
  path: string;
  imageUrl: string;
  /** ISO days, as the articles store them: what schema.org expects. */
  date: string;
  updatedDate?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(article.imageUrl),
    datePublished: article.date,
    dateModified: article.updatedDate ?? article.date,
    author: { '@type': 'Organization', name: siteConfig.brand },
    publisher: { '@type': 'Organization', name: siteConfig.brand },
    mainEntityOfPage: absoluteUrl(article.path),
  };
}
