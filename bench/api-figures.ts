import { isDeepStrictEqual } from 'node:util';
import type { ApiLoadResult } from './api-load.ts';
import type { ApiComparison, ApiRoute, RateSpread } from './results-shape.ts';
import type { Side } from './sides.ts';
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
 * Each side's rounds (warm-ups counted for errors only) as medians with their spread, and the
 * ratio of the medians. The bare app is a yardstick only if it answers what the shop answers:
 * when their first answers differ (as JSON, key order aside) that counts as an error of its own.
 */
export function compareApiRounds(
  route: ApiRoute,
  measured: Record<Side, ApiLoadResult[]>,
  warmUps: Record<Side, ApiLoadResult[]>,
): ApiComparison {
  const shop = rateSpread(measured.shop.map((result) => result.rate));
  const bare = rateSpread(measured.bare.map((result) => result.rate));
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
    ratio: shop.median / bare.median,
    errors,
    firstErrors: firstErrors.slice(0, KEPT_ERRORS),
  };
}
