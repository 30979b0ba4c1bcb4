import {
  entryRules,
  indicatorSettings as s,
  joinNumbers,
  oneDecimal,
  riskProfiles,
  strategyNames,
  takeProfitAtr,
} from './strategy-rules.ts';
import type { Indicator } from './types.ts';

const { conservative, moderate } = riskProfiles;

/** The six indicators, with the periods the bot uses and what each one decides. */
export const indicators: readonly Indicator[] = [
  {
    id: 'ema',
    shortName: 'EMA',
    fullName: 'Exponential Moving Average',
    icon: 'TrendingUp',
    settings: s.emaPeriods.join(' / '),
    description: `EMAs ${joinNumbers(s.emaPeriods)} define the trend. ${strategyNames.trendFollowing} only buys when EMA ${s.emaPeriods[0]} is above EMA ${s.emaPeriods[1]} and price closes above EMA ${s.emaPeriods[2]}, which keeps the bot out of long downtrends.`,
  },
  {
    id: 'rsi',
    shortName: 'RSI',
    fullName: 'Relative Strength Index',
    icon: 'Gauge',
    settings: String(s.rsiPeriod),
    description: `RSI ${s.rsiPeriod} measures momentum on a 0-100 scale and times the entry. ${strategyNames.trendFollowing} buys a pullback with RSI below ${entryRules.trendFollowingRsiBelow}; ${strategyNames.meanReversion} waits for a deeper oversold reading below ${entryRules.meanReversionRsiBelow}.`,
  },
  {
    id: 'adx',
    shortName: 'ADX',
    fullName: 'Average Directional Index',
    icon: 'Activity',
    settings: String(s.adxPeriod),
    description: `ADX ${s.adxPeriod} measures trend strength, not direction, and picks the strategy. Below ${s.adxWeakBelow} the market is ranging and ${strategyNames.meanReversion} may trade; above ${s.adxStrongAbove} the trend is strong and ${strategyNames.trendFollowing} may trade or take over a breakout.`,
  },
  {
    id: 'bollinger',
    shortName: 'Bollinger',
    fullName: 'Bollinger Bands',
    icon: 'ChartSpline',
    settings: `${s.bollingerPeriod}, ${s.bollingerStdDev}`,
    description: `A ${s.bollingerPeriod}-period average with bands ${s.bollingerStdDev} standard deviations either side. ${strategyNames.meanReversion} buys a close below the lower band and may exit at the middle band; ${strategyNames.breakout} needs a close above the upper band.`,
  },
  {
    id: 'atr',
    shortName: 'ATR',
    fullName: 'Average True Range',
    icon: 'Ruler',
    settings: String(s.atrPeriod),
    description: `ATR ${s.atrPeriod} measures volatility in price terms and sizes every exit: stops at ${conservative.atrStopMultiplier} × ATR (conservative) or ${moderate.atrStopMultiplier} × ATR (moderate), and take profit at ${oneDecimal(takeProfitAtr.trendFollowing)}, ${oneDecimal(takeProfitAtr.breakout)} or ${oneDecimal(takeProfitAtr.meanReversion)} × ATR for trend, breakout and mean reversion trades.`,
  },
  {
    id: 'volume-sma',
    shortName: 'Volume SMA',
    fullName: 'Volume Simple Moving Average',
    icon: 'ChartColumn',
    settings: String(s.volumeSmaPeriod),
    description: `The average traded volume over the last ${s.volumeSmaPeriod} candles. A breakout only counts when volume is above ${entryRules.breakoutVolumeMultiple} × this average, which filters out thin moves that tend to fade.`,
  },
];
