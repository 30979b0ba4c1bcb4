import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/api-error.ts';
import { apiRoot } from '../../shared/api-paths.ts';
import { isClientOnlyPath, normalizePath, permanentRedirects } from '../../shared/site-routes.ts';
import { videoEmbed } from '../../shared/video-embed.ts';
import { apiCsp, pageCsp } from '../http/csp.ts';
import { type BuiltFile, indexBuiltFiles } from './built-files.ts';
import { loadBuiltPages } from './built-pages.ts';
import type { DirectAnswers } from './direct-answers.ts';
import { answerFor, type ServedFile } from './served-file.ts';
import { type RecordPages, withHead } from './record-pages.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';

export interface SiteOptions {
  clientDir: string;
  isProduction: boolean;
  /** Stripe needs its script and frames on the checkout page. */
  cardProvider?: 'stripe';
  publicUrl: string;
  /** SETUP_VIDEO_URL is set: /setup-guide embeds the video, so its policy allows the player. */
  setupVideo?: boolean;
  /** Takes over the files that answer 200 on the real server (`inject` never reaches it). */
  directAnswers?: DirectAnswers;
  /** Pages made from the shop's records (each art piece's page), with their own head. */
  recordPages?: RecordPages[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built front end from memory: prerendered pages, hashed assets (cached for a year),
 * the SPA shell for client-only areas and the not-found page with a real 404 status, each in the
 * precompressed encoding the client takes. A request only looks its file up and picks an encoding.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const files = await indexBuiltFiles(options.clientDir);
  const pages = await loadBuiltPages(options.clientDir, files);
  const embedPaths = [
    ...videoEmbed.pagePaths,
    ...(options.setupVideo ? [videoEmbed.setupGuidePath] : []),
  ];
  const serve = (file: BuiltFile, allow: { stripe?: boolean } = {}): ServedFile => {
    const headers: Record<string, string> = { 'content-type': file.contentType, etag: file.etag };
    if (file.has.br || file.has.gzip) headers.vary = 'accept-encoding';
    const scriptHashes = pages.scriptHashes.get(file);
    if (scriptHashes) {
      headers['cache-control'] = REVALIDATE;
      headers['content-security-policy'] = pageCsp({
        scriptHashes,
        upgradeInsecureRequests: options.isProduction,
        allowStripe: allow.stripe,
        allowVideoEmbed: embedPaths.some((pagePath) => files.get(pagePath) === file),
      });
    } else {
      headers['cache-control'] = file.name.startsWith('assets/') ? IMMUTABLE : SHORT;
      // An SVG opened on its own is a document too: it may run nothing.
      headers['content-security-policy'] = apiCsp;
    }
    return { file, headers };
  };
  // Checkout is always entered by a full page load, so its document carries Stripe's sources.
  // It is prerendered (its email step); a build without that page answers with the SPA shell.
  const prerenderedCheckout = files.get('/checkout');
  const checkoutServed = serve(prerenderedCheckout ?? pages.spaShell, {
    stripe: options.cardProvider === 'stripe',
  });
  const served = new Map(
    [...new Set(files.values())].map((file) => [
      file,
      file === prerenderedCheckout ? checkoutServed : serve(file),
    ]),
  );
  const spaShell = served.get(pages.spaShell) as ServedFile;
  const notFoundFiles = new Set(pages.notFoundPaths.map((pagePath) => files.get(pagePath)));
  options.directAnswers?.serve(
    new Map(
      [...files]
        .filter(([, file]) => !notFoundFiles.has(file))
        .map(([urlPath, file]) => [urlPath, served.get(file) as ServedFile]),
    ),
  );

  for (const [from, to] of Object.entries(permanentRedirects)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }
  const robots = robotsTxt(options.publicUrl);
  const recordPages = options.recordPages ?? [];
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SHORT).send(robots),
  );
  // Record pages come and go with the shop's records: the sitemap is written when asked for.
  app.get('/sitemap.xml', async (_request, reply) => {
    const recordPaths = (await Promise.all(recordPages.map((family) => family.paths()))).flat();
    const sitemap = sitemapXml(options.publicUrl, [...pages.pagePaths, ...recordPaths], new Date());
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', SHORT)
      .send(sitemap);
  });

  /** Whatever no file and no route answers: API 404s, the SPA shell, the not-found page. */
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(`${apiRoot}/`) || pathname === apiRoot) {
      const body: ApiError = {
        error: 'Not Found',
        // Not the path itself: no answer repeats what a client sent.
        message: 'There is no API endpoint at this address. Please check the method and the path.',
      };
      return reply.code(404).send(body);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send();
    }
    if (/\.[^/]*$/.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (isClientOnlyPath(pathname)) {
      const shell = normalizePath(pathname) === '/checkout' ? checkoutServed : spaShell;
      return send(request, reply, 200, shell);
    }
    return send(request, reply, 404, served.get(pages.notFoundFor(pathname)) as ServedFile);
  };

  const shellHtml = (await pages.spaShell.body('identity')).toString('utf8');
  const recordPageHeaders: Record<string, string> = {
    ...Object.fromEntries(Object.entries(spaShell.headers).filter(([name]) => name !== 'etag')),
    'cache-control': REVALIDATE,
    // A piece's artwork may be a YouTube video, played in place as on the gallery.
    'content-security-policy': pageCsp({
      scriptHashes: pages.scriptHashes.get(pages.spaShell),
      upgradeInsecureRequests: options.isProduction,
      allowVideoEmbed: true,
    }),
  };
  delete recordPageHeaders.vary;
  for (const family of recordPages) {
    app.get(family.route, async (request, reply) => {
      const head = await family.head(request.params as Record<string, string>);
      if (!head) return notFound(request, reply);
      return reply
        .code(200)
        .headers(recordPageHeaders)
        .type('text/html; charset=utf-8')
        .send(withHead(shellHtml, head));
    });
  }

  app.get('/*', (request, reply) => {
    const file = files.get(request.url.split('?')[0] ?? '/');
    if (!file) return notFound(request, reply);
    // The not-found pages are prerendered at real paths; those paths answer 404 too.
    return send(
      request,
      reply,
      notFoundFiles.has(file) ? 404 : 200,
      served.get(file) as ServedFile,
    );
  });
  app.setNotFoundHandler(notFound);
}

async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  served: ServedFile,
): Promise<FastifyReply> {
  reply.headers(served.headers);
  const answer = answerFor(served, request.headers, status);
  if (answer.kind === 'not-modified') return reply.code(304).send();
  if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
  return reply.code(status).send(await served.file.body(answer.encoding));
}
