/**
 * The bot's rules and risk numbers as docs/decisions/0002-strategy-rules.md fixes them. Every
 * marketing text that quotes a number builds it from here, so the site tells one story.
 */

export const indicatorSettings = {
  emaPeriods: [20, 50, 200],
  rsiPeriod: 14,
  adxPeriod: 14,
  adxWeakBelow: 20,
  adxStrongAbove: 25,
  bollingerPeriod: 20,
  bollingerStdDev: 2,
  atrPeriod: 14,
  volumeSmaPeriod: 20,
} as const;

export const entryRules = {
  trendFollowingRsiBelow: 40,
  meanReversionRsiBelow: 26,
  breakoutHighLookback: 20,
  breakoutVolumeMultiple: 1.5,
} as const;

/** Take-profit distance in multiples of ATR 14. */
export const takeProfitAtr = {
  trendFollowing: 4.0,
  breakout: 2.5,
  meanReversion: 1.5,
} as const;

export interface RiskProfile {
  readonly label: string;
  readonly positionSizePercent: number;
  readonly maxConcurrentPositions: number;
  readonly atrStopMultiplier: number;
  readonly trailingActivationPercent: number;
  readonly trailingDistancePercent: number;
  readonly circuitBreakerLosses: number;
  readonly circuitBreakerPauseHours: number;
  readonly maxDrawdownPercent: number;
}

export const riskProfiles = {
  conservative: {
    label: 'Conservative',
    positionSizePercent: 1,
    maxConcurrentPositions: 3,
    atrStopMultiplier: 3,
    trailingActivationPercent: 1.0,
    trailingDistancePercent: 0.5,
    circuitBreakerLosses: 3,
    circuitBreakerPauseHours: 24,
    maxDrawdownPercent: 7.5,
  },
  moderate: {
    label: 'Moderate',
    positionSizePercent: 2,
    maxConcurrentPositions: 5,
    atrStopMultiplier: 2.5,
    trailingActivationPercent: 1.5,
    trailingDistancePercent: 0.8,
    circuitBreakerLosses: 4,
    circuitBreakerPauseHours: 12,
    maxDrawdownPercent: 10,
  },
} as const satisfies Record<string, RiskProfile>;

/** Advice given to buyers; the bot does not enforce it. */
export const riskAdvice = {
  conservativePositionSize: '1-2%',
  aggressivePositionSize: '3-5%',
  maxPositionSizePercent: 5,
  beginnerConcurrentPositions: '3-5',
} as const;

export const sampleConfig = {
  quoteAsset: 'USDT',
  interval: '15m',
  /** Present in the sample file and ignored: Cryptomaton trades spot only. */
  leverage: 10,
  lookbackCandles: 96,
  sleepIntervalSeconds: 60,
  maxConcurrentPositions: 7,
  priceDropAlertThreshold: 10.0,
  priceDiscrepancyAlertThresholdPercent: 0.5,
  watchlist: ['BTC/USDT', 'ETH/USDT', 'BNB/USDT', 'SOL/USDT', 'XRP/USDT', 'ADA/USDT'],
} as const;

export const strategyNames = {
  trendFollowing: 'Trend Following',
  meanReversion: 'Mean Reversion',
  breakout: 'Breakout',
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
