import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '../../shared/site-config.ts';

interface PageMetaInput {
  title: string;
  description: string;
  noIndex?: boolean;
}

/** Title and description tags for a route's `meta` export. */
export function pageMeta({ title, description, noIndex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === siteConfig.brand ? title : `${title} | ${siteConfig.brand}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
  ];
  if (noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
