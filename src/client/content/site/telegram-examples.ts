import type { BacktestReport, ReportTrade } from '../../../backtest/report-types.ts';
import { formatSimTime } from '../../../shared/sim-day.ts';
import { fromPercent, percentOf, shareAsPercent } from '../../../shared/percent.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import {
  entryRules,
  indicatorSettings,
  oneDecimal,
  sampleConfig,
  strategyNames,
  takeProfitAtr,
} from './strategy-rules.ts';
import type { TelegramNotificationId } from './types.ts';

/*
 * The /telegram-preview examples, built at build time from the demo's backtest report: the same
 * 10,000 USDT account, moderate profile, pairs, prices and trades as /demo. Where the run has no
 * such event (a drawdown pause, an alert it cannot simulate), the example is worked out on the
 * same account and prices.
 */

const daySeconds = 86_400;
const hourSeconds = 3_600;
const { exchange } = siteConfig;

const grouped = (decimals: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const money = (value: number) => grouped(2).format(value);
/** 10000 → "10,000": the account's size in words. */
export const wholeNumber = (value: number) => grouped(0).format(value);
const price = (value: number) => grouped(value < 10 ? 4 : 2).format(value);
/** "+4.41 USDT"; percentages with one decimal, as the demo shows them: "+2.2%". */
const signed = (value: number, unit: 'USDT' | '%') =>
  unit === '%'
    ? `${value > 0 ? '+' : ''}${(Math.round(value * 10) / 10).toFixed(1)}%`
    : `${value > 0 ? '+' : ''}${money(value)} USDT`;
const symbol = (pair: string) => pair.replace('/', '');
const base = (pair: string) => pair.split('/')[0] ?? pair;

function held(trade: ReportTrade): string {
  const hours = Math.round((trade.exitTime - trade.entryTime) / hourSeconds);
  return hours >= 24 ? `${Math.floor(hours / 24)}d ${hours % 24}h` : `${hours}h`;
}

/** The exchange's 0.1% on the stake going in and on the proceeds coming out. */
const fees = (trade: ReportTrade, feePercent: number) =>
  percentOf((trade.entryPrice + trade.exitPrice) * trade.amount, feePercent);

function find(report: BacktestReport, test: (trade: ReportTrade) => boolean): ReportTrade {
  const trade = report.trades.find(test);
  if (!trade) throw new Error('The demo report has no trade for a Telegram example');
  return trade;
}

/** Every example message, keyed by the notification it illustrates. */
export function telegramExamples(report: BacktestReport): Record<TelegramNotificationId, string> {
  const risk = report.riskProfile;
  const fee = report.meta.feePercentPerSide;
  const start = report.summary.startBalance;
  const at = (time: number) => formatSimTime(time, report.period.startTime);
  const exitsInOrder = [...report.trades].sort((a, b) => a.exitTime - b.exitTime);
  const closedLine = (trade: ReportTrade) =>
    `Entry: ${price(trade.entryPrice)} → Exit: ${price(trade.exitPrice)}`;
  const result = (trade: ReportTrade) =>
    [
      `Size: ${trade.amount} ${base(trade.pair)}`,
      `Fees: ${money(fees(trade, fee))} USDT`,
      `P&L: ${signed(trade.profit, 'USDT')} (${signed(trade.profitPct, '%')})`,
    ].join('\n');

  const opened = find(report, (t) => t.strategy === 'trend-following');
  const closed = find(report, (t) => t.strategy === 'mean-reversion' && t.profit > 0);
  const stopped = find(report, (t) => t.strategy === 'breakout' && t.exitReason === 'stop-loss');
  const trailed = find(report, (t) => t.exitReason === 'trailing-stop');
  const target = find(
    report,
    (t) => (t.managedBy ?? t.strategy) === 'trend-following' && t.exitReason === 'take-profit',
  );
  const lossesBefore = (trade: ReportTrade) => {
    let streak = 0;
    for (const other of exitsInOrder.slice(0, exitsInOrder.indexOf(trade) + 1).reverse()) {
      if (other.profit >= 0) break;
      streak += 1;
    }
    return streak;
  };
  const openAt = (time: number) =>
    report.trades.filter((t) => t.entryTime <= time && t.exitTime > time).length;
  const trip = report.riskEvents.find((event) => event.type === 'circuit-breaker');
  const activation = trailed.entryPrice * (1 + fromPercent(risk.trailingActivationPercent));
  const drawdownBalance = start * (1 - fromPercent(risk.maxDrawdownPercent + 0.2));
  const drop = biggestDailyDrop(report);
  const discrepancy = report.trades.at(-1) ?? opened;
  const summaryDay = firstDayClosing(report, 3);

  return {
    'trade-opened': `🟢 Trade opened: ${symbol(opened.pair)}
Strategy: ${strategyNames.trendFollowing}
Entry: ${price(opened.entryPrice)} USDT
Size: ${opened.amount} ${base(opened.pair)} (${money(opened.entryPrice * opened.amount)} USDT, ${risk.positionSizePercent}% of balance)
Stop loss: ${price(opened.stopPrice)} (${risk.atrStopMultiplier} × ATR)
Take profit: ${price(opened.takeProfitPrice)} (${oneDecimal(takeProfitAtr.trendFollowing)} × ATR)
Why: EMA ${indicatorSettings.emaPeriods[0]} > EMA ${indicatorSettings.emaPeriods[1]}, close > EMA ${indicatorSettings.emaPeriods[2]}, ADX > ${indicatorSettings.adxStrongAbove}, RSI < ${entryRules.trendFollowingRsiBelow}
Mode: LIVE · Profile: ${risk.label}`,
    'trade-closed': `✅ Trade closed: ${symbol(closed.pair)}
Strategy: ${strategyNames.meanReversion}
${closedLine(closed)}
Why: ${closed.exitReason === 'signal-exit' ? 'middle Bollinger Band reached' : 'take profit reached'}
${result(closed)}
Held: ${held(closed)}`,
    'stop-loss-hit': `🔴 Stop loss hit: ${symbol(stopped.pair)}
Strategy: ${strategyNames.breakout}
${closedLine(stopped)} (${risk.atrStopMultiplier} × ATR stop)
${result(stopped)}
Losses in a row: ${lossesBefore(stopped)} of ${risk.circuitBreakerLosses}`,
    'trailing-stop-activated': `📈 Trailing stop activated: ${symbol(trailed.pair)}
Price: ${price(activation)} (+${oneDecimal(risk.trailingActivationPercent)}% from ${price(trailed.entryPrice)})
Activation: +${oneDecimal(risk.trailingActivationPercent)}% reached
Trailing stop: ${price(activation * (1 - fromPercent(risk.trailingDistancePercent)))} (${oneDecimal(risk.trailingDistancePercent)}% below price)
From now on the stop only moves up.`,
    'take-profit-hit': `🎯 Take profit hit: ${symbol(target.pair)}
Strategy: ${strategyNames.trendFollowing}
${closedLine(target)} (${oneDecimal(takeProfitAtr.trendFollowing)} × ATR)
${result(target)}
Held: ${held(target)}`,
    'circuit-breaker': `⛔ Circuit breaker tripped
${risk.circuitBreakerLosses} losing trades in a row (${risk.label.toLowerCase()} profile)
New entries paused for ${risk.circuitBreakerPauseHours} h, until ${trip ? at(trip.time + risk.circuitBreakerPauseHours * hourSeconds) : `${risk.circuitBreakerPauseHours} h from now`}
Open positions: ${trip ? openAt(trip.time) : 0}, still managed with their stops
The bot resumes by itself; /resume ends the pause early.`,
    'drawdown-protection': `⚠️ Drawdown protection: trading paused
Balance ${money(drawdownBalance)} USDT is ${oneDecimal(risk.maxDrawdownPercent + 0.2)}% below the peak of ${money(start)} USDT
Limit: ${oneDecimal(risk.maxDrawdownPercent)}% (${risk.label.toLowerCase()} profile)
New entries paused; open positions still managed.
Review your settings, then send /resume when ready.`,
    'price-drop': `📉 Price drop alert: ${symbol(drop.pair)}
${signed(drop.changePct, '%')} over the last 24 h (${sampleConfig.lookbackCandles} × ${sampleConfig.interval} candles)
Threshold: ${oneDecimal(sampleConfig.priceDropAlertThreshold)}%
Now: ${price(drop.now)} USDT · 24 h high: ${price(drop.high)}
Information only, no action taken.`,
    'price-discrepancy': `⚠️ Price discrepancy: ${symbol(discrepancy.pair)}
Signal price: ${price(discrepancy.entryPrice)} · Fill price: ${price(discrepancy.entryPrice * 1.0062)}
Difference: 0.62% (threshold ${sampleConfig.priceDiscrepancyAlertThresholdPercent}%)
Check liquidity on this pair, or raise the threshold in config.yaml.`,
    'daily-summary': `📊 Daily summary, Day ${summaryDay.day}
Trades closed: ${summaryDay.closed.length} (${summaryDay.closed.filter((t) => t.profit > 0).length} wins, ${summaryDay.closed.filter((t) => t.profit <= 0).length} losses)
Net P&L today: ${signed(summaryDay.profit, 'USDT')}
Balance: ${money(summaryDay.equity)} USDT
Open positions: ${openAt(summaryDay.end)}
Status: running · Profile: ${risk.label} · Mode: LIVE`,
    errors: `❗ Error from ${exchange.name}
Code -1021: Timestamp for this request was outside of the recvWindow.
Retrying in ${sampleConfig.sleepIntervalSeconds} s.
Check that the computer's clock is synchronised (timedatectl).`,
  };
}

/** The pair and 4-hour close with the steepest fall from the previous 24 hours' high. */
function biggestDailyDrop(report: BacktestReport) {
  let worst = { pair: '', changePct: 0, now: 0, high: 0 };
  for (const series of report.candles) {
    const perDay = daySeconds / series.intervalSeconds;
    series.close.forEach((now, index) => {
      if (index < perDay) return;
      const high = Math.max(...series.high.slice(index - perDay, index + 1));
      const changePct = shareAsPercent(now - high, high);
      if (changePct < worst.changePct) worst = { pair: series.pair, changePct, now, high };
    });
  }
  return worst;
}

/** The run's first day on which `count` trades closed, with its result and closing equity. */
function firstDayClosing(report: BacktestReport, count: number) {
  for (let day = 1; day <= report.period.days; day++) {
    const end = report.period.startTime + day * daySeconds;
    const closed = report.trades.filter((t) => t.exitTime >= end - daySeconds && t.exitTime < end);
    if (closed.length !== count) continue;
    const equity = report.equityCurve.find((sample) => sample.time === end)?.equity ?? 0;
    return { day, end, closed, profit: closed.reduce((sum, t) => sum + t.profit, 0), equity };
  }
  throw new Error(`No day of the demo run closed ${count} trades`);
}
