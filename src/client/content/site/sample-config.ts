/**
 * The sample configuration files the FAQ and the setup guide show. Built from the decision's
 * sample values (strategy-rules.ts) so the two pages never disagree.
 */
import { indicatorSettings, riskProfiles, sampleConfig } from './strategy-rules.ts';

const COMMENT_COLUMN = 42;

/** One `key: value` line, its comment lined up with the others. */
function yamlLine(indent: number, key: string, value: string | number, comment?: string): string {
  const text = `${' '.repeat(indent)}${key}: ${String(value)}`;
  return comment === undefined ? text : `${text.padEnd(COMMENT_COLUMN - 1)} # ${comment}`;
}

const { moderate } = riskProfiles;

const exchangeLines = (detailed: boolean): string[] => [
  'exchange:',
  yamlLine(2, 'name', 'binance'),
  yamlLine(2, 'market', 'spot', detailed ? 'spot only: no margin, no futures' : undefined),
  yamlLine(2, 'quote_asset', sampleConfig.quoteAsset),
  yamlLine(2, 'testnet', 'true', 'false once you move to real funds'),
];

const tradingLines = (inlineWatchlist: boolean): string[] => [
  'trading:',
  yamlLine(2, 'interval', sampleConfig.interval, '1h, 4h or 1d recommended when live'),
  yamlLine(2, 'leverage', sampleConfig.leverage, 'ignored: Cryptomaton trades spot'),
  yamlLine(2, 'lookback', sampleConfig.lookbackCandles, 'candles (96 x 15m = 24 hours)'),
  yamlLine(2, 'sleep_interval', sampleConfig.sleepIntervalSeconds, 'seconds between checks'),
  yamlLine(
    2,
    'max_concurrent_positions',
    sampleConfig.maxConcurrentPositions,
    'ceiling; a lower profile limit wins',
  ),
  ...(inlineWatchlist
    ? [yamlLine(2, 'watchlist', `[${sampleConfig.watchlist.join(', ')}]`)]
    : ['  watchlist:', ...sampleConfig.watchlist.map((pair) => `    - ${pair}`)]),
];

const alertLines = [
  'alerts:',
  yamlLine(
    2,
    'price_drop_alert_threshold',
    sampleConfig.priceDropAlertThreshold.toFixed(1),
    '% fall over the lookback window',
  ),
  yamlLine(
    2,
    'price_discrepancy_alert_threshold',
    sampleConfig.priceDiscrepancyAlertThresholdPercent,
    '% gap: signal price vs fill',
  ),
];

const blocks = (...groups: string[][]): string =>
  `${groups.map((g) => g.join('\n')).join('\n\n')}\n`;

/** The short form the FAQ shows. */
export const sampleConfigShortYaml = blocks(
  exchangeLines(false),
  tradingLines(true),
  ['risk:', yamlLine(2, 'profile', 'conservative', 'or moderate')],
  alertLines,
);

/** The full config.yaml the setup guide walks through. */
export const sampleConfigYaml = blocks(
  ['# config.yaml: Cryptomaton settings. API keys and tokens go in .env, never here.'],
  exchangeLines(true),
  tradingLines(false),
  [
    'strategies:',
    yamlLine(2, 'trend_following', 'true'),
    yamlLine(2, 'mean_reversion', 'true'),
    yamlLine(2, 'breakout', 'true'),
  ],
  [
    'indicators:',
    yamlLine(2, 'ema_periods', `[${indicatorSettings.emaPeriods.join(', ')}]`),
    yamlLine(2, 'rsi_period', indicatorSettings.rsiPeriod),
    yamlLine(2, 'adx_period', indicatorSettings.adxPeriod),
    yamlLine(2, 'bollinger_period', indicatorSettings.bollingerPeriod),
    yamlLine(2, 'bollinger_std', indicatorSettings.bollingerStdDev),
    yamlLine(2, 'atr_period', indicatorSettings.atrPeriod),
    yamlLine(2, 'volume_sma_period', indicatorSettings.volumeSmaPeriod),
  ],
  [
    'risk:',
    yamlLine(2, 'profile', 'conservative', 'conservative or moderate'),
    '  # Uncomment a line to override that value of the profile (moderate values shown):',
    `  # position_size_pct: ${moderate.positionSizePercent}`,
    `  # max_positions: ${moderate.maxConcurrentPositions}`,
    `  # atr_stop_multiplier: ${moderate.atrStopMultiplier}`,
    `  # trailing_activation_pct: ${moderate.trailingActivationPercent.toFixed(1)}`,
    `  # trailing_distance_pct: ${moderate.trailingDistancePercent.toFixed(1)}`,
    `  # circuit_breaker_losses: ${moderate.circuitBreakerLosses}`,
    `  # circuit_breaker_pause_hours: ${moderate.circuitBreakerPauseHours}`,
    `  # max_drawdown_pct: ${moderate.maxDrawdownPercent.toFixed(1)}`,
  ],
  alertLines,
  [
    'notifications:',
    yamlLine(2, 'telegram', 'true', 'token and chat ID come from .env'),
    yamlLine(2, 'trade_opened', 'true'),
    yamlLine(2, 'trade_closed', 'true'),
    yamlLine(2, 'risk_events', 'true', 'stops, circuit breaker, drawdown'),
    yamlLine(2, 'price_alerts', 'true'),
    yamlLine(2, 'daily_summary', 'true'),
    yamlLine(2, 'daily_summary_time', '"20:00"', "the machine's local time"),
  ],
);

/** The .env file for secrets: read by the bot on your machine, sent only to Binance and Telegram. */
export const sampleEnvFile = `# .env: private. Never commit, share or upload this file.
BINANCE_API_KEY=paste-your-api-key-here
BINANCE_API_SECRET=paste-your-secret-key-here
TELEGRAM_BOT_TOKEN=123456789:paste-the-rest-of-your-token
TELEGRAM_CHAT_ID=123456789
`;
