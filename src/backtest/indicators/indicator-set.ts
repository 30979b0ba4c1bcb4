import { entryRules, indicatorSettings as settings } from '../rules.ts';
import type { Candle } from '../types.ts';
import { adx } from './adx.ts';
import { atr } from './atr.ts';
import { bollinger } from './bollinger.ts';
import { ema } from './ema.ts';
import { priorHighest } from './highest.ts';
import { rsi } from './rsi.ts';
import { sma } from './sma.ts';

/** Every indicator the strategies read, aligned with the candles (NaN during warm-up). */
export interface IndicatorSet {
  readonly ema20: number[];
  readonly ema50: number[];
  readonly ema200: number[];
  readonly rsi: number[];
  readonly adx: number[];
  readonly plusDi: number[];
  readonly minusDi: number[];
  readonly bbUpper: number[];
  readonly bbMiddle: number[];
  readonly bbLower: number[];
  readonly atr: number[];
  readonly volumeSma: number[];
  /** Highest high of the 20 candles before each candle. */
  readonly priorHigh: number[];
}

export function computeIndicators(candles: readonly Candle[]): IndicatorSet {
  const closes = candles.map((c) => c.close);
  const directional = adx(candles, settings.adxPeriod);
  const bands = bollinger(closes, settings.bollingerPeriod, settings.bollingerStdDev);
  return {
    ema20: ema(closes, settings.emaFast),
    ema50: ema(closes, settings.emaSlow),
    ema200: ema(closes, settings.emaTrend),
    rsi: rsi(closes, settings.rsiPeriod),
    adx: directional.adx,
    plusDi: directional.plusDi,
    minusDi: directional.minusDi,
    bbUpper: bands.upper,
    bbMiddle: bands.middle,
    bbLower: bands.lower,
    atr: atr(candles, settings.atrPeriod),
    volumeSma: sma(
      candles.map((c) => c.volume),
      settings.volumeSmaPeriod,
    ),
    priorHigh: priorHighest(
      candles.map((c) => c.high),
      entryRules.breakoutHighLookback,
    ),
  };
}

/** The values at one candle, for the strategies; `undefined` fields never occur (NaN instead). */
export type IndicatorSnapshot = { readonly [K in keyof IndicatorSet]: number };

export function snapshotAt(set: IndicatorSet, i: number): IndicatorSnapshot {
  const entries = Object.entries(set).map(([key, series]) => [
    key,
    (series as number[])[i] ?? Number.NaN,
  ]);
  return Object.fromEntries(entries) as IndicatorSnapshot;
}
