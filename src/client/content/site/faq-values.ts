/**
 * The values faq.md names in braces, such as `{exchange}`: filled in when the site is built
 * (scripts/faq-markdown.ts), so the answers always say what the site config and the sample
 * configuration say. A writer who needs another value adds it here.
 */
import { commerce, siteConfig } from '../../../shared/site-config.ts';
import { sampleConfigShortYaml } from './sample-config.ts';
import { riskAdvice, sampleConfig } from './strategy-rules.ts';

const { exchange, messaging, links } = siteConfig;
const { refunds } = commerce;

export const faqValues = {
  exchange: exchange.name,
  market: exchange.market,
  messaging: messaging.name,
  communityLink: links.community,
  quoteAsset: sampleConfig.quoteAsset,
  watchlistSize: sampleConfig.watchlist.length,
  watchlist: sampleConfig.watchlist.join(', '),
  sampleConfigShortYaml,
  beginnerConcurrentPositions: riskAdvice.beginnerConcurrentPositions,
  conservativePositionSize: riskAdvice.conservativePositionSize,
  nonDeliveryHours: refunds.nonDeliveryHours,
  technicalIssueBusinessDays: refunds.technicalIssueBusinessDays,
  processingBusinessDays: refunds.processingBusinessDays,
  customBacktestDays: commerce.customBacktestDays,
  vpsMonthlyMin: commerce.vpsMonthlyCost.min,
  vpsMonthlyMax: commerce.vpsMonthlyCost.max,
} satisfies Record<string, string | number>;
