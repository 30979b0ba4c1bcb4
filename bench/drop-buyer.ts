import { performance } from 'node:perf_hooks';
import type { CheckoutStatus, CreatePaymentIntentResponse } from '../src/shared/checkout.ts';
import { jsonOf, type Reply, send } from '../tests/scale/client.ts';
import { orderOf, payWithTestCard, startCheckout, viewOrder } from '../tests/scale/shop-calls.ts';
import { sleep } from '../tests/scale/waiting.ts';

/** The steps of a buyer's walk through a drop, in order. */
export const DROP_STEPS = ['status', 'intent', 'payment', 'thank-you', 'download'] as const;
export type DropStep = (typeof DROP_STEPS)[number];

/** One request of the walk: how long it took and whether its answer was one the shop may give. */
export interface StepRequest {
  step: DropStep;
  ms: number;
  /** The answer was not one the walk expects (5xx, a dropped connection, a wrong 4xx…). */
  error: string | null;
}

/** How a buyer's walk ended. */
export type DropOutcome = 'bought' | 'sold out at status' | 'sold out at checkout' | 'failed';

export interface BuyerWalk {
  outcome: DropOutcome;
  requests: StepRequest[];
}

/** The thank-you page asks again this often until the link is there, as the page does. */
const THANK_YOU_POLL_MS = 500;
const THANK_YOU_GIVE_UP_MS = 60_000;

/**
 * One buyer of the drop, as the pages walk it: the piece's status (is it still open?), the
 * payment intent (which takes a hold on an edition), the test card, the thank-you page until the
 * link shows, and the download. A buyer told it is sold out stops there: that is an answer the
 * shop should give, not an error.
 */
export async function walkTheDrop(
  origin: string,
  from: string,
  email: string,
  collectionId: number,
): Promise<BuyerWalk> {
  const requests: StepRequest[] = [];
  const timed = async (step: DropStep, expected: number[], go: () => Promise<Reply>) => {
    const started = performance.now();
    const reply = await go();
    const ms = performance.now() - started;
    const error = expected.includes(reply.status)
      ? null
      : `${step}: ${reply.status || reply.error} ${reply.body.toString('utf8').slice(0, 120)}`;
    requests.push({ step, ms, error });
    return { reply, error };
  };
  const failed = (): BuyerWalk => ({ outcome: 'failed', requests });

  const status = await timed('status', [200], () =>
    send(origin, 'GET', `/api/checkout/status?art=${collectionId}`, { from }),
  );
  if (status.error) return failed();
  if (!jsonOf<CheckoutStatus>(status.reply).open)
    return { outcome: 'sold out at status', requests };

  const intent = await timed('intent', [200, 409], () =>
    startCheckout(origin, from, email, collectionId),
  );
  if (intent.error) return failed();
  if (intent.reply.status === 409) return { outcome: 'sold out at checkout', requests };
  const checkout = jsonOf<CreatePaymentIntentResponse>(intent.reply);

  const payment = await timed('payment', [200], () =>
    payWithTestCard(origin, from, checkout.clientSecret),
  );
  if (payment.error) return failed();

  const giveUpAt = performance.now() + THANK_YOU_GIVE_UP_MS;
  let downloadUrl: string | undefined;
  while (downloadUrl === undefined) {
    const view = await timed('thank-you', [200], () =>
      viewOrder(origin, from, checkout.orderToken),
    );
    if (view.error) return failed();
    downloadUrl = orderOf(view.reply).download?.url;
    if (downloadUrl === undefined) {
      if (performance.now() > giveUpAt) {
        requests.push({ step: 'thank-you', ms: 0, error: 'thank-you: no link after a minute' });
        return failed();
      }
      await sleep(THANK_YOU_POLL_MS);
    }
  }

  const download = await timed('download', [200], () =>
    send(origin, 'GET', new URL(downloadUrl, origin).pathname, { from }),
  );
  if (download.error) return failed();
  if (download.reply.body.length === 0) {
    requests.push({ step: 'download', ms: 0, error: 'download: an empty file' });
    return failed();
  }
  return { outcome: 'bought', requests };
}
