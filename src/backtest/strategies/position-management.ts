import type { IndicatorSnapshot } from '../indicators/indicator-set.ts';
import type { Position } from '../position.ts';
import { indicatorSettings, type RiskProfile, takeProfitAtr } from '../rules.ts';
import type { Candle, ExitReason, StrategyId } from '../types.ts';
import { fromPercent } from '../../shared/percent.ts';

export interface ExitFill {
  readonly price: number;
  readonly reason: ExitReason;
}

/** Stop and take profit for a fill: the profile's ATR multiple below, the strategy's above. */
export function initialLevels(
  strategy: StrategyId,
  fillPrice: number,
  atr: number,
  profile: RiskProfile,
): { stopPrice: number; takeProfitPrice: number } {
  return {
    stopPrice: fillPrice - profile.atrStopMultiplier * atr,
    takeProfitPrice: fillPrice + takeProfitAtr[strategy] * atr,
  };
}

/** The trailing stop level, or undefined while the trailing stop is not active. */
export function trailingLevel(position: Position, profile: RiskProfile): number | undefined {
  if (!position.trailingActive) return undefined;
  return position.highestPrice * (1 - fromPercent(profile.trailingDistancePercent));
}

/**
 * Stop, trailing stop and take profit checked inside one candle. The levels come from earlier
 * candles only. When a candle reaches both the stop and the take profit, the stop is assumed to
 * come first (the cautious reading of a candle). A gap through a level fills at the open.
 */
export function intrabarExit(
  position: Position,
  candle: Candle,
  profile: RiskProfile,
): ExitFill | undefined {
  const trailing = trailingLevel(position, profile);
  const trailingIsTighter = trailing !== undefined && trailing > position.stopPrice;
  const stop = trailingIsTighter ? trailing : position.stopPrice;
  const stopReason: ExitReason = trailingIsTighter ? 'trailing-stop' : 'stop-loss';
  if (candle.low <= stop) return { price: Math.min(stop, candle.open), reason: stopReason };
  if (candle.high >= position.takeProfitPrice) {
    return { price: Math.max(position.takeProfitPrice, candle.open), reason: 'take-profit' };
  }
  return undefined;
}

export interface CloseUpdate {
  readonly position: Position;
  /** The strategy asks to leave at the next open (Mean Reversion back at the middle band). */
  readonly signalExit: boolean;
}

/**
 * Work done at a candle's close for a position that survived it: track the high, arm the
 * trailing stop, hand a breakout to Trend Following once ADX confirms the trend, and raise the
 * Mean Reversion middle-band exit.
 */
export function updateAtClose(
  position: Position,
  candle: Candle,
  ind: IndicatorSnapshot,
  profile: RiskProfile,
): CloseUpdate {
  const highestPrice = Math.max(position.highestPrice, candle.high);
  const trailingActive =
    position.trailingActive ||
    highestPrice >= position.entryPrice * (1 + fromPercent(profile.trailingActivationPercent));
  let { managedBy, takeProfitPrice } = position;
  if (managedBy === 'breakout' && ind.adx > indicatorSettings.adxStrongAbove) {
    managedBy = 'trend-following';
    takeProfitPrice = position.entryPrice + takeProfitAtr['trend-following'] * position.entryAtr;
  }
  const signalExit = managedBy === 'mean-reversion' && candle.close >= ind.bbMiddle;
  return {
    position: { ...position, highestPrice, trailingActive, managedBy, takeProfitPrice },
    signalExit,
  };
}
