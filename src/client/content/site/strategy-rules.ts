/**
 * The rules and numbers of src/shared/bot-rules.ts (decision 0002) in the shapes the page texts
 * use. Every marketing text that quotes a number builds it from here, so the site tells one story
 * and matches the demo's backtest engine.
 */
import * as rules from '../../../shared/bot-rules.ts';

export {
  entryRules,
  riskAdvice,
  riskProfiles,
  sampleConfig,
  type RiskProfile,
} from '../../../shared/bot-rules.ts';

const { emaFast, emaSlow, emaTrend, ...otherSettings } = rules.indicatorSettings;

export const indicatorSettings = {
  emaPeriods: [emaFast, emaSlow, emaTrend],
  ...otherSettings,
} as const;

/** Take-profit distance in multiples of ATR 14. */
export const takeProfitAtr = {
  trendFollowing: rules.takeProfitAtr['trend-following'],
  breakout: rules.takeProfitAtr.breakout,
  meanReversion: rules.takeProfitAtr['mean-reversion'],
} as const;

export const strategyNames = {
  trendFollowing: rules.strategyNames['trend-following'],
  meanReversion: rules.strategyNames['mean-reversion'],
  breakout: rules.strategyNames.breakout,
} as const;
/** 4 → '4.0', 2.5 → '2.5': multipliers and percentages with one decimal, as the decision writes them. */
export function oneDecimal(value: number): string {
  return value.toFixed(1);
}

/** [20, 50, 200] → 'EMA 20, 50 and 200'-style joining: '20, 50 and 200'. */
export function joinNumbers(values: readonly number[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${String(values[values.length - 1])}`;
}
