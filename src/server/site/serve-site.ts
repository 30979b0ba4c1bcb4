import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '../../shared/api-error.ts';
import {
  blogNotFoundPaths,
  isClientOnlyPath,
  normalizePath,
  notFoundPath,
  permanentRedirects,
} from '../../shared/site-routes.ts';
import { videoEmbed } from '../../shared/video-embed.ts';
import { pageCsp } from '../http/csp.ts';
import { type BuiltPage, loadBuiltPages } from './built-pages.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';

export interface SiteOptions {
  clientDir: string;
  isProduction: boolean;
  /** Stripe needs its script and frames on the checkout page. */
  cardProvider?: 'stripe';
  publicUrl: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built front end: prerendered pages, hashed assets (precompressed, cached for a year),
 * the SPA shell for client-only areas and the not-found page with a real 404 status.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const pages = await loadBuiltPages(options.clientDir);
  const assetsDir = path.join(options.clientDir, 'assets') + path.sep;
  const csp = (hashes: string[], allow: { stripe?: boolean; videoEmbed?: boolean } = {}) =>
    pageCsp({
      scriptHashes: hashes,
      upgradeInsecureRequests: options.isProduction,
      allowStripe: allow.stripe,
      allowVideoEmbed: allow.videoEmbed,
    });
  // The prerendered pages that may frame a video a visitor clicks to play (the art gallery).
  const videoEmbedFiles = new Set(
    videoEmbed.pagePaths.map((pagePath) =>
      path.join(options.clientDir, ...pagePath.split('/'), 'index.html'),
    ),
  );

  await app.register(fastifyStatic, {
    root: options.clientDir,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) {
        reply.header('cache-control', IMMUTABLE);
      } else if (/\.html(\.(br|gz))?$/.test(filePath)) {
        reply.header('cache-control', REVALIDATE);
        const embeds = videoEmbedFiles.has(filePath.replace(/\.(br|gz)$/, ''));
        reply.header(
          'content-security-policy',
          csp(pages.scriptHashesFor(filePath), { videoEmbed: embeds }),
        );
      } else {
        reply.header('cache-control', SHORT);
      }
    },
  });

  const sendPage = (reply: FastifyReply, status: number, page: BuiltPage, stripe = false) =>
    reply
      .code(status)
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', csp(page.scriptHashes, { stripe }))
      .type('text/html; charset=utf-8')
      .send(page.html);

  for (const [from, to] of Object.entries(permanentRedirects)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }
  // The not-found pages are prerendered at real paths; those paths answer 404 too.
  for (const pagePath of [notFoundPath, ...Object.values(blogNotFoundPaths)]) {
    app.get(pagePath, (_request, reply) => sendPage(reply, 404, pages.notFoundFor(pagePath)));
  }

  const robots = robotsTxt(options.publicUrl);
  const sitemap = sitemapXml(options.publicUrl, pages.pagePaths, new Date());
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SHORT).send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', SHORT).send(sitemap),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      const body: ApiError = {
        error: 'Not Found',
        message: `There is no API endpoint ${request.method} ${pathname}.`,
      };
      return reply.code(404).send(body);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send();
    }
    if (path.extname(pathname) !== '') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (isClientOnlyPath(pathname)) {
      // Checkout is always entered by a full page load, so its document carries this CSP.
      const stripe = options.cardProvider === 'stripe' && normalizePath(pathname) === '/checkout';
      return sendPage(reply, 200, pages.spaShell, stripe);
    }
    return sendPage(reply, 404, pages.notFoundFor(pathname));
  });
}
