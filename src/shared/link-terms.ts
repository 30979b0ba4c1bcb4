import type { ItemKind } from './delivery.ts';
import { commerce } from './site-config.ts';

/*
 * What a download link promises, in numbers and in words. Apart from delivery.ts so the
 * prerendered support page can say it without loading zod on a first visit.
 */

/**
 * How long a fresh link works and how often: 48 hours for the bot, 72 for art, 3 downloads each
 * (docs/product-rules.md, "Download links").
 */
export function linkTerms(kind: ItemKind): { hours: number; maxDownloads: number } {
  return kind === 'art'
    ? { hours: commerce.artDownloadHours, maxDownloads: commerce.artMaxDownloads }
    : { hours: commerce.downloadHours, maxDownloads: commerce.maxDownloads };
}

const bot = linkTerms('bot');
const art = linkTerms('art');

/**
 * Both kinds' terms in one sentence, for what "find my purchase" says before it knows what the
 * address bought: the bot, art, or both.
 */
export const FRESH_LINK_TERMS = `Fresh links for the trading bot are good for ${bot.hours} hours and ${bot.maxDownloads} downloads; for a digital collectible, ${art.hours} hours and ${art.maxDownloads} downloads.`;
