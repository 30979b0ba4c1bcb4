import { isbot } from 'isbot';
import type { FastifyRequest } from 'fastify';

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
    isbot(request.headers['user-agent'])
  );
}
