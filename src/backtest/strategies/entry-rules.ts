import { breakout } from './breakout.ts';
import { meanReversion } from './mean-reversion.ts';
import type { EntryRule } from './strategy.ts';
import { trendFollowing } from './trend-following.ts';

/**
 * The order in which the rules are asked. Their conditions rarely overlap (ADX above 25 against
 * below 20, a close above the upper band against a pullback), but when two fire on the same
 * candle the first one here takes the pair.
 */
export const entryRulesInOrder: readonly EntryRule[] = [trendFollowing, breakout, meanReversion];
