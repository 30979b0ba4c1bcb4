import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '../../shared/site-config.ts';
import { pageTitle, shareImage } from '../../shared/page-head.ts';
import { absoluteUrl } from './site-url.ts';

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's own path: gives it a canonical URL and share tags. */
  path?: string;
  noIndex?: boolean;
  type?: 'website' | 'article';
  /** The share image's path and size; the site's own image by default. */
  image?: { path: string; width: number; height: number };
  /** JSON-LD objects for this page. */
  structuredData?: object[];
}

/** Title, description, canonical URL, Open Graph and Twitter tags for a route's `meta` export. */
export function pageMeta({
  title,
  description,
  path,
  noIndex,
  type = 'website',
  image = shareImage,
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
  ];
  if (noIndex) tags.push({ name: 'robots', content: 'noindex' });
  if (path) {
    const url = absoluteUrl(path);
    const imageUrl = absoluteUrl(image.path);
    tags.push(
      { tagName: 'link', rel: 'canonical', href: url },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: siteConfig.brand },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    );
  }
  for (const data of structuredData) tags.push({ 'script:ld+json': data });
  return tags;
}
