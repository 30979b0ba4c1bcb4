import type { BlogArticle } from './types.ts';
import { article as vps } from './what-is-vps-why-trading-bot-needs-it.ts';
import { article as apiKeys } from './securing-binance-api-keys.ts';
import { article as riskManagement } from './understanding-risk-management.ts';
import { article as strategy } from './choose-right-trading-strategy-market-conditions.ts';
import { article as telegram } from './setting-up-telegram-notifications-trading-bot.ts';
import { article as indicators } from './understanding-technical-indicators-cryptomaton.ts';

export { blogCategories } from './types.ts';
export type { BlogArticle, BlogCategory } from './types.ts';

export const blogArticles: BlogArticle[] = [
  vps,
  apiKeys,
  riskManagement,
  strategy,
  telegram,
  indicators,
];
