import { type OrderAction, OrderActionSchema } from '../../shared/admin/order-actions.ts';
import { transitionsFrom } from '../orders/lifecycle/order-transitions.ts';
import { grantWorks } from '../orders/grants.ts';
import { holdsPayment } from '../orders/lifecycle/payment-outcomes.ts';
import type { DownloadGrant, Order } from '../orders/order-repository.ts';

/** What decides which actions an order allows. */
export interface OrderActionFacts {
  order: Pick<Order, 'status' | 'holdState' | 'provider' | 'providerIntentId'>;
  /** The order's newest link that has not been revoked, if any. */
  link: DownloadGrant | undefined;
  /** The payment provider the shop uses now: a refund goes back through it. */
  provider: string;
  now: Date;
}

const notCompleted = ({ order }: OrderActionFacts) =>
  `This order is ${order.status}, not completed.`;

/**
 * Why each action is refused, or undefined when the order allows it. Mails carry a link, so only a
 * paid and delivered (completed) order gets one; a resend keeps the current link's allowance, so
 * it needs a link that still works. A refund is the lifecycle's `refund` transition, taken by the
 * owner only while the shop holds the money, through the provider that took it.
 */
const refusals: Record<OrderAction, (facts: OrderActionFacts) => string | undefined> = {
  'resend-receipt': (facts) => {
    if (facts.order.status !== 'completed') return notCompleted(facts);
    const { link, now } = facts;
    if (!link || !grantWorks(link, now)) {
      return 'This order’s download link is used up or expired. Issue a fresh link instead.';
    }
    return undefined;
  },
  'fresh-link': (facts) => (facts.order.status === 'completed' ? undefined : notCompleted(facts)),
  refund: (facts) => {
    const { order } = facts;
    if (
      !transitionsFrom(order.status).includes('refund') ||
      !holdsPayment(order) ||
      !order.providerIntentId
    ) {
      return notCompleted(facts);
    }
    if (order.provider !== facts.provider) {
      return `This order was paid through ${order.provider}, which this shop no longer uses; refund it there.`;
    }
    return undefined;
  },
};

/** Why the order does not allow `action` now, in words for the owner; undefined when it does. */
export function orderActionRefusal(
  action: OrderAction,
  facts: OrderActionFacts,
): string | undefined {
  return refusals[action](facts);
}

/** The actions the order allows now: the only ones the admin screens offer. */
export function allowedOrderActions(facts: OrderActionFacts): OrderAction[] {
  return OrderActionSchema.options.filter((action) => !orderActionRefusal(action, facts));
}
