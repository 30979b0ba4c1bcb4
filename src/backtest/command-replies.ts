import type { EngineResult, Market } from './engine-types.ts';
import { price, signedPct, signedUsdt, usdt } from './format.ts';
import { snapshotAt } from './indicators/indicator-set.ts';
import { positionStake } from './risk/position-size.ts';
import {
  entryRules,
  indicatorSettings,
  type RiskProfile,
  strategyNames,
  takeProfitAtr,
} from './rules.ts';
import type { CommandReply } from './report-types.ts';
import type { Pair } from './types.ts';
import { shareAsPercent, toPercent } from '../shared/percent.ts';

const readOnly = 'This demo is read-only: it does not place orders.';

function lastValues(result: EngineResult, market: Market) {
  const last = market.candles.length - 1;
  const candle = market.candles[last]!;
  const ind = snapshotAt(result.indicators.get(market.pair)!, last);
  const ago = (hours: number) => market.candles[Math.max(0, last - hours)]!.close;
  return {
    candle,
    ind,
    change24h: toPercent(candle.close / ago(24) - 1),
    change7d: toPercent(candle.close / ago(168) - 1),
  };
}

/** The trades the backtest sold at its last price because the data ended. */
const closedAtEnd = (result: EngineResult) =>
  result.trades.filter((trade) => trade.exitReason === 'end-of-backtest');

/**
 * The backtest ends with everything sold at the last price, so nothing is open; the reply names
 * what that last close sold, with the figures of its "Closed at the end" message.
 */
function statusReply(result: EngineResult): string {
  const closed = closedAtEnd(result);
  if (closed.length === 0) return 'No open positions.';
  return [
    'No open positions: the backtest ended by selling what was still open at its last price.',
    ...closed.map(
      (trade) =>
        `${trade.pair} · ${strategyNames[trade.managedBy]}: sold at ${price(trade.exitPrice)} · P&L ${signedPct(trade.profitPct)} (${signedUsdt(trade.profit)})`,
    ),
  ].join('\n');
}

function balanceReply(result: EngineResult): string {
  return [
    `Balance ${usdt(result.finalBalance)} (start ${usdt(result.startBalance)}, ${signedPct(shareAsPercent(result.finalBalance - result.startBalance, result.startBalance))})`,
    'All of it free: no open positions.',
  ].join('\n');
}

function criteriaReply(result: EngineResult, markets: readonly Market[]): string {
  const rules = [
    `Trend Following: EMA ${indicatorSettings.emaFast} > EMA ${indicatorSettings.emaSlow}, close > EMA ${indicatorSettings.emaTrend}, ADX > ${indicatorSettings.adxStrongAbove}, RSI < ${entryRules.trendFollowingRsiBelow}; take profit ${takeProfitAtr['trend-following'].toFixed(1)} × ATR`,
    `Mean Reversion: ADX < ${indicatorSettings.adxWeakBelow}, close < lower band, RSI < ${entryRules.meanReversionRsiBelow}; take profit ${takeProfitAtr['mean-reversion'].toFixed(1)} × ATR or the middle band`,
    `Breakout: close > ${entryRules.breakoutHighLookback}-candle high and upper band, volume > ${entryRules.breakoutVolumeMultiple} × Volume SMA ${indicatorSettings.volumeSmaPeriod}; take profit ${takeProfitAtr.breakout.toFixed(1)} × ATR`,
  ];
  const states = markets.map((market) => {
    const { candle, ind } = lastValues(result, market);
    const regime =
      ind.adx > indicatorSettings.adxStrongAbove
        ? 'trending'
        : ind.adx < indicatorSettings.adxWeakBelow
          ? 'ranging'
          : 'undecided';
    const trend = candle.close > ind.ema200 ? 'above' : 'below';
    return `${market.pair}: ADX ${ind.adx.toFixed(1)} (${regime}) · RSI ${ind.rsi.toFixed(1)} · ${trend} EMA ${indicatorSettings.emaTrend}`;
  });
  return ['Entry criteria (long only, spot)', ...rules, '', 'Now', ...states].join('\n');
}

function forceSellReply(result: EngineResult, pair: Pair): string {
  const sold = closedAtEnd(result).find((trade) => trade.pair === pair);
  return sold
    ? `The backtest already sold ${pair} at its last price, ${price(sold.exitPrice)}: in live mode the bot would answer that there is no open position to sell.`
    : `There is no open position on ${pair}: in live mode the bot would answer that there is nothing to sell.`;
}

function chartReply(result: EngineResult, market: Market): string {
  const { candle, ind, change24h, change7d } = lastValues(result, market);
  return [
    `${market.pair} · 1h`,
    `Last ${price(candle.close)} · 24 h ${signedPct(change24h)} · 7 d ${signedPct(change7d)}`,
    `EMA 20 ${price(ind.ema20)} · EMA 50 ${price(ind.ema50)} · EMA 200 ${price(ind.ema200)}`,
    `RSI ${ind.rsi.toFixed(1)} · ADX ${ind.adx.toFixed(1)} · ATR ${price(ind.atr)}`,
    `Bollinger ${price(ind.bbLower)} / ${price(ind.bbMiddle)} / ${price(ind.bbUpper)}`,
    `The live bot sends a chart image with this; here, the Performance tab charts ${market.pair} in 4-hour candles.`,
  ].join('\n');
}

/**
 * Ready replies for the bot's commands, computed from the run's final state: after the backtest
 * has sold what was still open, so they agree with its last messages and its final balance. The
 * trading commands say what the live bot would do.
 */
export function buildCommandReplies(
  result: EngineResult,
  markets: readonly Market[],
  profile: RiskProfile,
): CommandReply[] {
  const chartMarket = markets[0]!;
  const buyMarket = chartMarket;
  const buy = lastValues(result, buyMarket);
  const buyStake = Math.round(positionStake(result.finalBalance, profile));
  const sellPair: Pair = closedAtEnd(result)[0]?.pair ?? chartMarket.pair;
  return [
    { command: '/status', text: statusReply(result) },
    { command: '/balance', text: balanceReply(result) },
    { command: '/criteria', text: criteriaReply(result, markets) },
    { command: `/chart ${chartMarket.pair}`, text: chartReply(result, chartMarket) },
    {
      command: `/buy ${buyMarket.pair} ${buyStake} trend`,
      text: `In live mode the bot would buy ${usdt(buyStake)} of ${buyMarket.pair} at market, about ${price(buy.candle.close)}, managed by Trend Following: stop ${price(buy.candle.close - profile.atrStopMultiplier * buy.ind.atr)} (${profile.atrStopMultiplier} × ATR), take profit ${price(buy.candle.close + takeProfitAtr['trend-following'] * buy.ind.atr)} (${takeProfitAtr['trend-following'].toFixed(1)} × ATR). ${readOnly}`,
    },
    { command: `/forcesell ${sellPair}`, text: `${forceSellReply(result, sellPair)} ${readOnly}` },
    {
      command: '/pause',
      text: `In live mode the bot would stop opening new trades; open positions keep their stops, trailing stops and take profits. ${readOnly}`,
    },
    {
      command: '/resume',
      text: `In live mode the bot would open new trades again when a strategy signals; the circuit breaker and drawdown protection still apply. ${readOnly}`,
    },
    {
      command: '/stop',
      text: `In live mode the bot would shut down after the current cycle; open positions stay in your Binance account and are no longer managed. ${readOnly}`,
    },
  ];
}
