/**
 * The bot's rules and risk numbers, exactly as docs/decisions/0002-strategy-rules.md fixes them.
 * The backtest engine trades by them and every page that quotes a number builds it from here, so
 * the site and the demo cannot drift apart.
 */

export const indicatorSettings = {
  emaFast: 20,
  emaSlow: 50,
  emaTrend: 200,
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
  'trend-following': 4.0,
  breakout: 2.5,
  'mean-reversion': 1.5,
} as const;

export interface RiskProfile {
  readonly id: 'conservative' | 'moderate';
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
    id: 'conservative',
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
    id: 'moderate',
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
  'trend-following': 'Trend Following',
  'mean-reversion': 'Mean Reversion',
  breakout: 'Breakout',
} as const;

/** Advice given to buyers; the bot does not enforce it. */
export const riskAdvice = {
  conservativePositionSize: '1-2%',
  aggressivePositionSize: '3-5%',
  maxPositionSizePercent: 5,
  beginnerConcurrentPositions: '3-5',
} as const;

/** The commands /telegram-preview lists and the demo answers, in the earlier shop's order. */
export const previewCommands = [
  '/status',
  '/balance',
  '/criteria',
  '/chart',
  '/buy',
  '/forcesell',
  '/pause',
  '/resume',
  '/stop',
] as const;
