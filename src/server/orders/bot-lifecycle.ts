import { issueGrant } from './grants.ts';
import type { ItemLifecycle } from './lifecycle/order-items.ts';
import { queueReceipt } from './receipt.ts';

/** The bot sells without limit: a paid order gets its 48-hour link and the receipt, always. */
export const botLifecycle: ItemLifecycle = {
  async deliver(tx, order, settings) {
    const { grant, token } = await issueGrant(tx, order);
    await queueReceipt(tx, { order, grant, token, settings, reason: 'purchase' });
    return 'delivered';
  },
  tellSoldOut() {
    throw new Error('the bot never sells out');
  },
  // Nothing is set aside while a buyer pays for the bot.
  async release() {},
  mailLink: queueReceipt,
};
