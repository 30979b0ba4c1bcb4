import type { Scenario, SeparateScenario } from '../scale-run.ts';
import { artSupply } from './art-supply.ts';
import { discountCodes } from './discount-codes.ts';
import { downloads } from './downloads.ts';
import { everyMailOnce } from './every-mail-once.ts';
import { gracefulShutdown } from './graceful-shutdown.ts';
import { killedProcess } from './killed-process.ts';
import { licenceActivations } from './licence-activations.ts';
import { paymentEvents } from './payment-events.ts';
import { postgresRestart } from './postgres-restart.ts';
import { rateLimit } from './rate-limit.ts';
import { sessions } from './sessions.ts';
import { sharedFiles } from './shared-files.ts';
import { smtpOutage } from './smtp-outage.ts';

/** In this order, on the one three-process cluster: the faults come last, then the mail count. */
export const onMainCluster: Scenario[] = [
  sessions,
  sharedFiles,
  rateLimit,
  downloads,
  artSupply,
  discountCodes,
  licenceActivations,
  killedProcess,
  postgresRestart,
  smtpOutage,
  gracefulShutdown,
  everyMailOnce,
];

/** Scenarios that start processes of their own. */
export const onTheirOwn: SeparateScenario[] = [paymentEvents];
