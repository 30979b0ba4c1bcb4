import { siteConfig } from '../../../shared/site-config.ts';
import {
  entryRules,
  indicatorSettings,
  oneDecimal,
  riskAdvice,
  riskProfiles,
  sampleConfig,
  strategyNames,
  takeProfitAtr,
} from './strategy-rules.ts';
import type { Feature } from './types.ts';

const { conservative: c, moderate: m } = riskProfiles;
const { exchange, messaging } = siteConfig;

/** The six features, in the order the home page, /features and /pricing show them. */
export const features: readonly Feature[] = [
  {
    id: 'multiple-strategies',
    title: 'Multiple Trading Strategies',
    description: `Three rule-based strategies, ${strategyNames.trendFollowing}, ${strategyNames.meanReversion} and ${strategyNames.breakout}, each built for a different kind of market. Run one, two or all three side by side.`,
    icon: 'ChartCandlestick',
    bulletPoints: [
      `${strategyNames.trendFollowing}: EMA ${indicatorSettings.emaPeriods[0]} above EMA ${indicatorSettings.emaPeriods[1]}, a close above EMA ${indicatorSettings.emaPeriods[2]} and ADX above ${indicatorSettings.adxStrongAbove}, entering on a pullback with RSI below ${entryRules.trendFollowingRsiBelow}`,
      `${strategyNames.meanReversion}: in ranging markets (ADX below ${indicatorSettings.adxWeakBelow}) it buys a close below the lower Bollinger Band with RSI below ${entryRules.meanReversionRsiBelow}`,
      `${strategyNames.breakout}: a close above the ${entryRules.breakoutHighLookback}-candle high and the upper Bollinger Band, confirmed by volume above ${entryRules.breakoutVolumeMultiple} × its ${indicatorSettings.volumeSmaPeriod}-period average`,
      `Once a breakout turns into a trend (ADX above ${indicatorSettings.adxStrongAbove}), ${strategyNames.trendFollowing} takes over managing the position`,
      'Long-only spot trading: no leverage, no shorting, and you can switch each strategy on or off',
    ],
  },
  {
    id: 'risk-management',
    title: 'Advanced Risk Management',
    description:
      'Every trade has a stop and a size limit before it is placed. Layered safeguards pause the bot when a losing streak or a drawdown says the market has changed.',
    icon: 'ShieldCheck',
    bulletPoints: [
      `Position size as a fixed share of your balance: ${c.positionSizePercent}% conservative, ${m.positionSizePercent}% moderate, and we advise never above ${riskAdvice.maxPositionSizePercent}%`,
      `ATR-based stop loss on every trade: ${c.atrStopMultiplier} × ATR conservative, ${m.atrStopMultiplier} × ATR moderate`,
      `Trailing stop that activates at ${oneDecimal(c.trailingActivationPercent)}% profit and trails by ${oneDecimal(c.trailingDistancePercent)}% (moderate: ${oneDecimal(m.trailingActivationPercent)}% and ${oneDecimal(m.trailingDistancePercent)}%)`,
      `Circuit breaker: ${c.circuitBreakerLosses} losses in a row pause trading for ${c.circuitBreakerPauseHours} hours (moderate: ${m.circuitBreakerLosses} losses, ${m.circuitBreakerPauseHours} hours)`,
      `Drawdown protection pauses new entries past ${oneDecimal(c.maxDrawdownPercent)}% (moderate ${m.maxDrawdownPercent}%), with a cap of ${c.maxConcurrentPositions} or ${m.maxConcurrentPositions} open positions`,
    ],
  },
  {
    id: 'telegram-notifications',
    title: `${messaging.name} Notifications`,
    description: `Know what the bot is doing without logging in to anything. Cryptomaton reports to your own private ${messaging.name} chat and takes commands from it.`,
    icon: 'Send',
    bulletPoints: [
      'An alert for every trade opened and closed, with entry, exit, fees and profit or loss',
      'Warnings when a stop loss is hit, the circuit breaker trips or drawdown protection pauses trading',
      `Price drop alerts (${sampleConfig.priceDropAlertThreshold.toFixed(1)}% by default) and price discrepancy alerts (${sampleConfig.priceDiscrepancyAlertThresholdPercent}% by default)`,
      'Commands such as /status, /balance, /pause, /resume and /forcesell to control the bot from your phone',
      'A daily summary of trades, balance and open positions; only your own chat ID can give commands',
    ],
  },
  {
    id: 'exchange-integration',
    title: `${exchange.name} Exchange Integration`,
    description: `Built for ${exchange.name} ${exchange.market} trading through your own API key. Your funds stay in your ${exchange.name} account; the bot only places orders on your behalf.`,
    icon: 'ArrowLeftRight',
    bulletPoints: [
      `Trades ${exchange.name} ${exchange.market} pairs quoted in ${sampleConfig.quoteAsset}, with a default watchlist of ${sampleConfig.watchlist.length} major pairs`,
      'Needs only reading and spot trading permissions on the API key: withdrawals stay disabled',
      `Works with the ${exchange.name} Spot Testnet, so you can practise with test funds before risking your own`,
      `Rounds every order to ${exchange.name}'s lot size and price rules and checks the minimum order value first`,
      'Handles rate limits and brief connection drops with automatic retries and back-off',
    ],
  },
  {
    id: 'fully-configurable',
    title: 'Fully Configurable',
    description:
      'Sensible defaults out of the box, and every setting in one readable file when you want to change how the bot trades.',
    icon: 'SlidersHorizontal',
    bulletPoints: [
      'One YAML configuration file for settings, and a separate .env file that keeps your keys private',
      `Pick your pairs: the six defaults (${sampleConfig.watchlist.map((p) => p.split('/')[0]).join(', ')}) or any other ${exchange.name} ${exchange.market} pair`,
      'Timeframes from 15 minutes to 1 day; 1h, 4h and 1d are recommended for live trading',
      `Adjust indicator periods, entry thresholds and take-profit targets (${oneDecimal(takeProfitAtr.trendFollowing)}, ${oneDecimal(takeProfitAtr.breakout)} and ${oneDecimal(takeProfitAtr.meanReversion)} × ATR by default)`,
      'Choose the conservative or moderate risk profile, or override any single value of it',
    ],
  },
  {
    id: 'documentation',
    title: 'Comprehensive Documentation',
    description:
      'Written for traders, not only programmers: a step-by-step guide from unzipping the package to a bot running around the clock on a VPS.',
    icon: 'BookOpen',
    bulletPoints: [
      'Local installation on Windows, macOS and Linux with Python 3.12 and a virtual environment',
      'VPS deployment on Ubuntu 22.04 with a persistent session, auto-restart, firewall and automatic updates',
      `Creating your ${exchange.name} API key safely and your ${messaging.name} bot with ${messaging.botFather}`,
      'Every configuration option explained, with the reasoning behind the defaults',
      'A troubleshooting guide for the most common Binance and Telegram errors, plus a video walkthrough',
    ],
  },
];
