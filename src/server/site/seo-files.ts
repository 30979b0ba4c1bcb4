/** robots.txt: crawl the public site, not the private areas. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /art-admin',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /thank-you',
    'Disallow: /download/',
    'Disallow: /digital-collectibles/verify/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every prerendered page, by absolute URL. */
export function sitemapXml(publicUrl: string, paths: string[], lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = paths.map(
    (pagePath) =>
      `  <url><loc>${escapeXml(publicUrl + (pagePath === '/' ? '/' : pagePath))}</loc><lastmod>${day}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
