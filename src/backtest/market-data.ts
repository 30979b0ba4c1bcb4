import { createRegimeWalker, regimeSchedule, type RegimeSegment } from './market-regimes.ts';
import { createRandom, deriveSeed } from './prng.ts';
import { sampleConfig } from './rules.ts';
import { type Candle, daySeconds, hourSeconds, type Pair } from './types.ts';

interface PairCharacter {
  readonly startPrice: number;
  /** Annualised volatility of log returns. */
  readonly annualVolatility: number;
  /** Typical hourly volume in the base asset. */
  readonly hourlyVolume: number;
  /** Decimals of the exchange's price step (tick size). */
  readonly priceDecimals: number;
}

/** Early-2025-like prices, volatilities and hourly Binance volumes. */
export const pairCharacters: Record<Pair, PairCharacter> = {
  'BTC/USDT': { startPrice: 94_000, annualVolatility: 0.5, hourlyVolume: 1_200, priceDecimals: 2 },
  'ETH/USDT': { startPrice: 3_350, annualVolatility: 0.65, hourlyVolume: 18_000, priceDecimals: 2 },
  'BNB/USDT': { startPrice: 700, annualVolatility: 0.55, hourlyVolume: 20_000, priceDecimals: 2 },
  'SOL/USDT': { startPrice: 190, annualVolatility: 0.85, hourlyVolume: 120_000, priceDecimals: 2 },
  'XRP/USDT': {
    startPrice: 2.2,
    annualVolatility: 0.8,
    hourlyVolume: 12_000_000,
    priceDecimals: 4,
  },
  'ADA/USDT': { startPrice: 0.9, annualVolatility: 0.8, hourlyVolume: 8_000_000, priceDecimals: 4 },
};

export interface MarketDataOptions {
  readonly seed: number;
  /** Open time of the first backtest candle (unix seconds). */
  readonly startTime: number;
  readonly days: number;
  /** Extra days before startTime so EMA 200 and friends are ready when trading starts. */
  readonly warmUpDays: number;
}

export interface PairSeries {
  readonly pair: Pair;
  readonly candles: Candle[];
  readonly regimes: RegimeSegment[];
}

const subSteps = 4;

/** One pair's hourly candles: a regime-driven random walk sampled every 15 minutes. */
export function generatePairSeries(pair: Pair, options: MarketDataOptions): PairSeries {
  const character = pairCharacters[pair];
  const random = createRandom(deriveSeed(options.seed, pair));
  const totalHours = (options.days + options.warmUpDays) * 24;
  const firstTime = options.startTime - options.warmUpDays * daySeconds;
  const sigma = character.annualVolatility / Math.sqrt(365 * 24);
  const regimes = regimeSchedule(totalHours, random);
  const candles: Candle[] = [];
  let logPrice = Math.log(character.startPrice);
  let anchor = logPrice;
  let walker = createRegimeWalker(regimes[0]!, random);
  let segmentIndex = 0;

  for (let hour = 0; hour < totalHours; hour++) {
    const segment = regimes[segmentIndex]!;
    if (hour >= segment.end) {
      segmentIndex++;
      walker = createRegimeWalker(regimes[segmentIndex]!, random);
    }
    const dynamics = walker(hour);
    if (dynamics.pull === 0) anchor = logPrice;
    const open = Math.exp(logPrice);
    let high = open;
    let low = open;
    for (let step = 0; step < subSteps; step++) {
      const pull = (dynamics.pull * (anchor - logPrice)) / subSteps;
      const noise = (dynamics.volatility * sigma * random.normal()) / Math.sqrt(subSteps);
      logPrice += (dynamics.drift * sigma) / subSteps + pull + noise;
      const price = Math.exp(logPrice);
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const close = Math.exp(logPrice);
    // Wicks reach a little past the 15-minute path.
    high *= 1 + 0.25 * sigma * Math.abs(random.normal());
    low *= 1 - 0.25 * sigma * Math.abs(random.normal());
    const moveInSigmas = Math.abs(Math.log(close / open)) / sigma;
    const volume =
      character.hourlyVolume *
      dynamics.volume *
      (1 + 0.25 * moveInSigmas) *
      Math.exp(0.25 * random.normal());
    candles.push({ time: firstTime + hour * hourSeconds, open, high, low, close, volume });
  }
  return { pair, candles, regimes };
}

/** The whole watchlist; the same options always give the same candles. */
export function generateMarketData(options: MarketDataOptions): PairSeries[] {
  return sampleConfig.watchlist.map((pair) => generatePairSeries(pair, options));
}
