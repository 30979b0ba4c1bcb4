import type { FastifyRequest } from 'fastify';

/**
 * Link previewers, crawlers and mail-security scanners that fetch links before (or instead of)
 * a person. Download tools (curl, wget, a browser) never match: a buyer on a server fetches the
 * file with them.
 */
const PREVIEW_AGENTS =
  /bot\b|bot\/|crawl|spider|preview|facebookexternalhit|whatsapp|slack|ms-office|microsoft office|skypeuri|embedly|google-safety|proofpoint|mimecast|barracuda/i;

/**
 * Requests no person made: a browser prefetching a link, a chat app or mail scanner fetching a
 * preview. They are shown the page, never the file, so they cannot use up a download.
 */
export function isPrefetchOrPreview(request: FastifyRequest): boolean {
  const header = (name: string) => String(request.headers[name] ?? '').toLowerCase();
  return (
    header('sec-purpose').includes('prefetch') ||
    header('purpose').includes('prefetch') ||
    header('x-purpose').includes('preview') ||
    header('x-moz').includes('prefetch') ||
    PREVIEW_AGENTS.test(header('user-agent'))
  );
}
