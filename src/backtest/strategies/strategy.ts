import type { IndicatorSnapshot } from '../indicators/indicator-set.ts';
import type { Candle, StrategyId } from '../types.ts';

/** What an entry rule sees at candle i: that candle and the indicators up to it, nothing later. */
export interface EntryContext {
  readonly candle: Candle;
  readonly ind: IndicatorSnapshot;
}

export interface EntryRule {
  readonly id: StrategyId;
  shouldEnter(context: EntryContext): boolean;
}
