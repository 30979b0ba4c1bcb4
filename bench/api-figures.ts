import { isDeepStrictEqual } from 'node:util';
import type { ApiLoadResult } from './api-load.ts';
import type { ApiComparison, ApiRoute, RateSpread } from './results-shape.ts';
import { type Side, sidesInRound } from './sides.ts';
import { median } from './stats.ts';

const KEPT_ERRORS = 5;

export function rateSpread(rounds: number[]): RateSpread {
  return { median: median(rounds), min: Math.min(...rounds), max: Math.max(...rounds), rounds };
}

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Each round's shop rate over the same round's bare rate, grouped by which side went first. The
 * goal's ratio is the geometric mean of the two groups' medians:
 * - a round runs both sides back to back, so its ratio sets two loads on the same host at nearly
 *   the same time side by side; the ratio of the two sides' medians would set one round's shop
 *   against another round's bare app, and a shared host drifts from round to round (the bare
 *   app's own rounds have spread over 40 %);
 * - the side that goes first in a round measures faster: in the four full runs before this
 *   measure, shop-first rounds gave the higher ratio in 20 of 24 routes, by 9 % on average. With
 *   an odd number of rounds one order outnumbers the other; the mean of the two orders cancels it.
 */
export function balancedRatio(roundRatios: readonly number[]): {
  shopFirst: number;
  bareFirst: number;
  ratio: number;
} {
  const inOrder = (first: Side) =>
    roundRatios.filter((_, round) => sidesInRound(round)[0] === first);
  const shopFirst = inOrder('shop');
  const bareFirst = inOrder('bare');
  if (shopFirst.length === 0 || bareFirst.length === 0) {
    throw new Error('a ratio needs rounds in both orders, shop first and bare first');
  }
  const ratios = { shopFirst: median(shopFirst), bareFirst: median(bareFirst) };
  return { ...ratios, ratio: Math.sqrt(ratios.shopFirst * ratios.bareFirst) };
}

/**
 * Each side's rounds (warm-ups counted for errors only) as medians with their spread, and the
 * balanced ratio of the rounds (`balancedRatio`). The bare app is a yardstick only if it answers
 * what the shop answers: when their first answers differ (as JSON, key order aside) that counts
 * as an error of its own.
 */
export function compareApiRounds(
  route: ApiRoute,
  measured: Record<Side, ApiLoadResult[]>,
  warmUps: Record<Side, ApiLoadResult[]>,
): ApiComparison {
  if (measured.shop.length !== measured.bare.length) {
    throw new Error(
      `${route}: every round measures both sides (shop ${measured.shop.length}, bare ${measured.bare.length})`,
    );
  }
  const shop = rateSpread(measured.shop.map((result) => result.rate));
  const bare = rateSpread(measured.bare.map((result) => result.rate));
  const roundRatios = shop.rounds.map((rate, round) => rate / bare.rounds[round]!);
  const all = (side: Side) => [...warmUps[side], ...measured[side]];
  const errors = {
    shop: all('shop').reduce((sum, result) => sum + result.errors, 0),
    bare: all('bare').reduce((sum, result) => sum + result.errors, 0),
  };
  const firstErrors = (['shop', 'bare'] as const).flatMap((side) =>
    all(side).flatMap((result) => result.firstErrors.map((error) => `${side}: ${error}`)),
  );
  const firstBody = (side: Side) => all(side).find((result) => result.firstBody)?.firstBody;
  const shopBody = firstBody('shop');
  const bareBody = firstBody('bare');
  if (
    shopBody !== undefined &&
    bareBody !== undefined &&
    !isDeepStrictEqual(parsed(shopBody), parsed(bareBody))
  ) {
    errors.bare += 1;
    firstErrors.unshift(
      `bare: answered ${bareBody.slice(0, 200)} where the shop answered ${shopBody.slice(0, 200)}`,
    );
  }
  return {
    route,
    shop,
    bare,
    roundRatios,
    ...balancedRatio(roundRatios),
    errors,
    firstErrors: firstErrors.slice(0, KEPT_ERRORS),
  };
}
