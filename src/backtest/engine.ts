import type {
  EngineInput,
  EngineResult,
  EquityPoint,
  Market,
  RiskEvent,
  TradeRecord,
} from './engine-types.ts';
import { twoDecimal } from './format.ts';
import { computeIndicators, type IndicatorSet, snapshotAt } from './indicators/indicator-set.ts';
import type { Position } from './position.ts';
import {
  type CircuitBreakerState,
  circuitPaused,
  closedCircuit,
  recordTradeResult,
  releaseIfCooled,
} from './risk/circuit-breaker.ts';
import { type DrawdownState, startDrawdown, updateDrawdown } from './risk/drawdown-guard.ts';
import { feeOn, tradeProfit } from './risk/fees.ts';
import { hasFreeSlot, positionStake } from './risk/position-size.ts';
import { entryRulesInOrder } from './strategies/entry-rules.ts';
import { initialLevels, intrabarExit, updateAtClose } from './strategies/position-management.ts';
import type { ExitReason, Pair, StrategyId } from './types.ts';
import { hourSeconds } from './types.ts';
import { shareAsPercent } from '../shared/percent.ts';

interface PendingEntry {
  readonly pair: Pair;
  readonly strategy: StrategyId;
  readonly atr: number;
}

interface EngineState {
  cash: number;
  readonly positions: Map<Pair, Position>;
  pendingEntries: PendingEntry[];
  readonly pendingExits: Set<Pair>;
  circuit: CircuitBreakerState;
  drawdown: DrawdownState;
  nextId: number;
  readonly trades: TradeRecord[];
  readonly riskEvents: RiskEvent[];
  readonly equity: EquityPoint[];
}

function balanceAtCost(state: EngineState): number {
  let balance = state.cash;
  for (const position of state.positions.values()) balance += position.stake + position.entryFee;
  return balance;
}

function checkAlignment(markets: readonly Market[]): number {
  const first = markets[0];
  if (!first) throw new Error('The backtest needs at least one market.');
  for (const market of markets) {
    const same =
      market.candles.length === first.candles.length &&
      market.candles.every((candle, i) => candle.time === first.candles[i]?.time);
    if (!same) throw new Error(`${market.pair} candles are not aligned with ${first.pair}.`);
  }
  return first.candles.length;
}

/**
 * Runs the three strategies over every market, one hourly candle at a time, with the risk
 * profile's sizing, slots, circuit breaker and drawdown protection.
 *
 * Timing: a signal is read at a candle's close from data up to that candle, and fills at the
 * next candle's open. Stops, trailing stops and take profits are resting orders checked against
 * the following candles' ranges (positions filled at an open are checked in that same candle).
 * A strategy's signal exit also fills at the next open.
 */
export function runBacktest(input: EngineInput): EngineResult {
  const { markets, profile } = input;
  const rules = input.entryRules ?? entryRulesInOrder;
  const length = checkAlignment(markets);
  const indicators = new Map<Pair, IndicatorSet>(
    markets.map((m) => [m.pair, computeIndicators(m.candles)]),
  );
  const state: EngineState = {
    cash: input.startBalance,
    positions: new Map(),
    pendingEntries: [],
    pendingExits: new Set(),
    circuit: closedCircuit,
    drawdown: startDrawdown(input.startBalance),
    nextId: 1,
    trades: [],
    riskEvents: [],
    equity: [],
  };
  const firstIndex = markets[0]!.candles.findIndex((c) => c.time >= input.startTime);
  if (firstIndex < 0) throw new Error('startTime is after the last candle.');
  state.equity.push({
    time: input.startTime,
    equity: input.startBalance,
    balance: input.startBalance,
    openPositions: 0,
  });

  const closeTrade = (position: Position, price: number, time: number, reason: ExitReason) => {
    const proceeds = position.amount * price;
    state.cash += proceeds - feeOn(proceeds);
    const profit = tradeProfit(position.stake, position.amount, price);
    state.positions.delete(position.pair);
    state.trades.push({
      id: position.id,
      pair: position.pair,
      strategy: position.strategy,
      managedBy: position.managedBy,
      entryTime: position.entryTime,
      exitTime: time,
      entryPrice: position.entryPrice,
      exitPrice: price,
      amount: position.amount,
      stake: position.stake,
      initialStop: position.stopPrice,
      initialTakeProfit: initialLevels(
        position.strategy,
        position.entryPrice,
        position.entryAtr,
        profile,
      ).takeProfitPrice,
      profit,
      profitPct: shareAsPercent(profit, position.stake + position.entryFee),
      exitReason: reason,
    });
    if (reason === 'end-of-backtest') return;
    const result = recordTradeResult(state.circuit, profit, time, profile);
    state.circuit = result.state;
    if (result.tripped) {
      state.riskEvents.push({
        time,
        type: 'circuit-breaker',
        detail: `${profile.circuitBreakerLosses} consecutive losses: no new entries for ${profile.circuitBreakerPauseHours} h`,
      });
    }
  };

  const entriesPaused = () => circuitPaused(state.circuit) || state.drawdown.paused;

  for (let t = firstIndex; t < length; t++) {
    const time = markets[0]!.candles[t]!.time;
    const cooled = releaseIfCooled(state.circuit, time);
    state.circuit = cooled.state;
    if (cooled.resumed && !state.drawdown.paused) {
      state.riskEvents.push({
        time,
        type: 'resume',
        detail: 'Circuit breaker cooldown over: entries resume',
      });
    }

    // Orders decided at the previous close fill at this open: exits first, freeing their slots.
    for (const market of markets) {
      const position = state.positions.get(market.pair);
      if (position && state.pendingExits.has(market.pair)) {
        closeTrade(position, market.candles[t]!.open, time, 'signal-exit');
      }
    }
    state.pendingExits.clear();
    const entries = entriesPaused() ? [] : state.pendingEntries;
    state.pendingEntries = [];
    for (const entry of entries) {
      const price = markets.find((m) => m.pair === entry.pair)!.candles[t]!.open;
      const stake = positionStake(balanceAtCost(state), profile);
      const entryFee = feeOn(stake);
      if (stake + entryFee > state.cash) continue;
      state.cash -= stake + entryFee;
      state.positions.set(entry.pair, {
        id: state.nextId++,
        pair: entry.pair,
        strategy: entry.strategy,
        managedBy: entry.strategy,
        entryTime: time,
        entryPrice: price,
        amount: stake / price,
        stake,
        entryFee,
        entryAtr: entry.atr,
        ...initialLevels(entry.strategy, price, entry.atr, profile),
        highestPrice: price,
        trailingActive: false,
      });
    }

    // Resting stops and take profits inside this candle, then the close-time updates.
    for (const market of markets) {
      const position = state.positions.get(market.pair);
      if (!position) continue;
      const candle = market.candles[t]!;
      const exit = intrabarExit(position, candle, profile);
      if (exit) {
        closeTrade(position, exit.price, time, exit.reason);
        continue;
      }
      const update = updateAtClose(
        position,
        candle,
        snapshotAt(indicators.get(market.pair)!, t),
        profile,
      );
      state.positions.set(market.pair, update.position);
      if (update.signalExit) state.pendingExits.add(market.pair);
    }

    let equity = state.cash;
    for (const market of markets) {
      const position = state.positions.get(market.pair);
      if (position) equity += position.amount * market.candles[t]!.close;
    }
    const closeTime = time + hourSeconds;
    state.equity.push({
      time: closeTime,
      equity,
      balance: balanceAtCost(state),
      openPositions: state.positions.size,
    });
    const guard = updateDrawdown(state.drawdown, equity, closeTime, state.positions.size, profile);
    state.drawdown = guard.state;
    if (guard.event?.type === 'pause') {
      state.riskEvents.push({
        time: closeTime,
        type: 'drawdown-pause',
        detail: `Drawdown ${twoDecimal(guard.event.drawdownPct)}% is past the ${profile.maxDrawdownPercent}% limit: no new entries`,
      });
    } else if (guard.event?.type === 'resume') {
      state.riskEvents.push({
        time: closeTime,
        type: 'resume',
        detail: guard.event.peakReset
          ? `Flat for ${profile.circuitBreakerPauseHours} h at ${twoDecimal(guard.event.drawdownPct)}% drawdown: peak reset, entries resume`
          : `Drawdown back to ${twoDecimal(guard.event.drawdownPct)}%: entries resume`,
      });
    }

    if (t === length - 1 || entriesPaused()) continue;
    for (const market of markets) {
      if (state.positions.has(market.pair)) continue;
      if (!hasFreeSlot(state.positions.size, state.pendingEntries.length, profile)) break;
      const ind = snapshotAt(indicators.get(market.pair)!, t);
      const context = { candle: market.candles[t]!, ind };
      const rule = rules.find((r) => r.shouldEnter(context));
      if (rule) state.pendingEntries.push({ pair: market.pair, strategy: rule.id, atr: ind.atr });
    }
  }

  const last = length - 1;
  const lastTime = markets[0]!.candles[last]!.time + hourSeconds;
  const stillOpen = [...state.positions.values()];
  for (const market of markets) {
    const position = state.positions.get(market.pair);
    if (position) closeTrade(position, market.candles[last]!.close, lastTime, 'end-of-backtest');
  }
  // The run ends realised: its last equity point is the balance after those closes (their exit
  // fees included), so the curve, the last daily summary and the final balance are one figure.
  if (stillOpen.length > 0) {
    state.equity[state.equity.length - 1] = {
      time: lastTime,
      equity: state.cash,
      balance: state.cash,
      openPositions: 0,
    };
  }

  return {
    trades: state.trades,
    equity: state.equity,
    riskEvents: state.riskEvents,
    indicators,
    startBalance: input.startBalance,
    finalBalance: state.cash,
    pausedAtEnd: { circuitBreaker: circuitPaused(state.circuit), drawdown: state.drawdown.paused },
  };
}
