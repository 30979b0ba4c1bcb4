import { feeRate } from '../rules.ts';

/** Binance spot charges the fee on each side; the engine takes it in the quote asset. */
export function feeOn(quoteAmount: number): number {
  return quoteAmount * feeRate;
}

/** Net result of a round trip in quote: proceeds less both fees less the stake. */
export function tradeProfit(stake: number, amount: number, exitPrice: number): number {
  const proceeds = amount * exitPrice;
  return proceeds - feeOn(proceeds) - stake - feeOn(stake);
}
