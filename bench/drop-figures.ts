import { type BuyerWalk, DROP_STEPS, type DropOutcome, type DropStep } from './drop-buyer.ts';
import { percentile } from './stats.ts';

export interface StepFigures {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

export interface DropWalkFigures {
  steps: Record<DropStep, StepFigures | null>;
  outcomes: Record<DropOutcome, number>;
  errors: number;
  /** The first few errors, word for word, to start looking from. */
  firstErrors: string[];
}

const OUTCOMES: DropOutcome[] = ['bought', 'sold out at status', 'sold out at checkout', 'failed'];
const ERRORS_SHOWN = 5;

/** Latency percentiles per step over every request of every buyer, and how the walks ended. */
export function summarizeWalks(walks: readonly BuyerWalk[]): DropWalkFigures {
  const requests = walks.flatMap((walk) => walk.requests);
  const steps = Object.fromEntries(
    DROP_STEPS.map((step) => {
      const ofStep = requests.filter((request) => request.step === step);
      // A request that never went out (a check after the walk) has no latency to count.
      const timed = ofStep.filter((request) => request.ms > 0).map((request) => request.ms);
      const figures: StepFigures | null =
        timed.length === 0
          ? null
          : {
              requests: timed.length,
              p50Ms: percentile(timed, 50),
              p95Ms: percentile(timed, 95),
              p99Ms: percentile(timed, 99),
              errors: ofStep.filter((request) => request.error !== null).length,
            };
      return [step, figures];
    }),
  ) as Record<DropStep, StepFigures | null>;
  const errors = requests.flatMap((request) => (request.error ? [request.error] : []));
  return {
    steps,
    outcomes: Object.fromEntries(
      OUTCOMES.map((outcome) => [outcome, walks.filter((walk) => walk.outcome === outcome).length]),
    ) as Record<DropOutcome, number>,
    errors: errors.length,
    firstErrors: errors.slice(0, ERRORS_SHOWN),
  };
}

/**
 * When each buyer arrives, in ms from the start: spread evenly over the window, the way a drop
 * announced for a minute fills it. Even spacing keeps runs comparable; a burst would measure
 * the luck of the draw.
 */
export function arrivalTimes(buyers: number, windowMs: number): number[] {
  return Array.from({ length: buyers }, (_, index) => Math.round((index * windowMs) / buyers));
}
