import type { EngineResult, Market } from './engine-types.ts';
import { coinAmount, price, signedPct, signedUsdt, usdt } from './format.ts';
import { snapshotAt } from './indicators/indicator-set.ts';
import { tradeProfit } from './risk/fees.ts';
import { positionStake } from './risk/position-size.ts';
import {
  entryRules,
  indicatorSettings,
  type RiskProfile,
  strategyNames,
  takeProfitAtr,
} from './rules.ts';
import { trailingLevel } from './strategies/position-management.ts';
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

function statusReply(result: EngineResult, profile: RiskProfile): string {
  if (result.openAtEnd.length === 0) return 'No open positions.';
  const lines = result.openAtEnd.map(({ position, lastPrice, unrealisedPct, unrealisedProfit }) => {
    const trailing = trailingLevel(position, profile);
    return [
      `${position.pair} · ${strategyNames[position.managedBy]}`,
      `  entry ${price(position.entryPrice)} → ${price(lastPrice)} ${signedPct(unrealisedPct)} (${signedUsdt(unrealisedProfit)})`,
      `  stop ${price(Math.max(position.stopPrice, trailing ?? 0))}${trailing !== undefined && trailing > position.stopPrice ? ' (trailing)' : ''} · take profit ${price(position.takeProfitPrice)}`,
    ].join('\n');
  });
  return [
    `Open positions ${result.openAtEnd.length}/${profile.maxConcurrentPositions}`,
    ...lines,
  ].join('\n');
}

function balanceReply(result: EngineResult): string {
  const last = result.equity[result.equity.length - 1]!;
  const inPositions = result.openAtEnd.reduce(
    (sum, p) => sum + p.position.stake + p.position.entryFee,
    0,
  );
  return [
    `Balance ${usdt(last.balance)} (start ${usdt(result.startBalance)}, ${signedPct(shareAsPercent(last.balance - result.startBalance, result.startBalance))})`,
    `Free ${usdt(last.balance - inPositions)} · in ${result.openAtEnd.length} open position${result.openAtEnd.length === 1 ? '' : 's'} ${usdt(inPositions)}`,
    `Equity at market ${usdt(last.equity)}`,
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

function chartReply(result: EngineResult, market: Market): string {
  const { candle, ind, change24h, change7d } = lastValues(result, market);
  return [
    `${market.pair} · 1h`,
    `Last ${price(candle.close)} · 24 h ${signedPct(change24h)} · 7 d ${signedPct(change7d)}`,
    `EMA 20 ${price(ind.ema20)} · EMA 50 ${price(ind.ema50)} · EMA 200 ${price(ind.ema200)}`,
    `RSI ${ind.rsi.toFixed(1)} · ADX ${ind.adx.toFixed(1)} · ATR ${price(ind.atr)}`,
    `Bollinger ${price(ind.bbLower)} / ${price(ind.bbMiddle)} / ${price(ind.bbUpper)}`,
    'The chart image is the price chart above.',
  ].join('\n');
}

/**
 * Ready replies for the bot's commands, computed from the state when the data ends (before the
 * backtest closes what is still open). The trading commands say what the live bot would do.
 */
export function buildCommandReplies(
  result: EngineResult,
  markets: readonly Market[],
  profile: RiskProfile,
): CommandReply[] {
  const chartMarket = markets[0]!;
  const open = result.openAtEnd[0];
  const sellPair: Pair = open?.position.pair ?? chartMarket.pair;
  const buyMarket =
    markets.find((m) => !result.openAtEnd.some((p) => p.position.pair === m.pair)) ?? chartMarket;
  const buy = lastValues(result, buyMarket);
  const lastBalance = result.equity[result.equity.length - 1]!.balance;
  const buyStake = Math.round(positionStake(lastBalance, profile));
  const sellText = open
    ? `In live mode the bot would sell ${coinAmount(open.position.amount)} ${sellPair.split('/')[0]} at market, about ${price(open.lastPrice)}, for ${signedUsdt(tradeProfit(open.position.stake, open.position.amount, open.lastPrice))} after fees.`
    : `There is no open position on ${sellPair}: in live mode the bot would answer that there is nothing to sell.`;
  return [
    { command: '/status', text: statusReply(result, profile) },
    { command: '/balance', text: balanceReply(result) },
    { command: '/criteria', text: criteriaReply(result, markets) },
    { command: `/chart ${chartMarket.pair}`, text: chartReply(result, chartMarket) },
    {
      command: `/buy ${buyMarket.pair} ${buyStake} trend`,
      text: `In live mode the bot would buy ${usdt(buyStake)} of ${buyMarket.pair} at market, about ${price(buy.candle.close)}, managed by Trend Following: stop ${price(buy.candle.close - profile.atrStopMultiplier * buy.ind.atr)} (${profile.atrStopMultiplier} × ATR), take profit ${price(buy.candle.close + takeProfitAtr['trend-following'] * buy.ind.atr)} (${takeProfitAtr['trend-following'].toFixed(1)} × ATR). ${readOnly}`,
    },
    { command: `/forcesell ${sellPair}`, text: `${sellText} ${readOnly}` },
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
