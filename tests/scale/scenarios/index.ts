import type { Scenario, SeparateScenario } from '../scale-run.ts';
import { sessions } from './sessions.ts';

/** In this order, on the one three-process cluster: the faults come last. */
export const onMainCluster: Scenario[] = [sessions];

/** Scenarios that start processes of their own. */
export const onTheirOwn: SeparateScenario[] = [];
