import { endLicence, issueLicence, type LibrarySeal } from '../licences/licence-store.ts';
import { issueGrant } from './grants.ts';
import type { ItemLifecycle } from './lifecycle/order-items.ts';
import { orderReference } from './order-repository.ts';
import { queueReceipt } from './receipt.ts';

/** What the bot's part of an order is told by the configuration. */
export interface BotLifecycleSettings {
  /** Machines a new licence may run on at once. */
  machinesAllowed: number;
  /** The library key's public half: each new licence key is sealed to it too. */
  library: LibrarySeal;
}

/**
 * The bot sells without limit: a paid order gets its 48-hour link, its licence key and the
 * receipt that brings both, always, in the payment's transaction. A whole refund ends the licence.
 */
export function botLifecycle(settings: BotLifecycleSettings): ItemLifecycle {
  return {
    async deliver(tx, order, receiptSettings) {
      const { grant, token } = await issueGrant(tx, order);
      const { key } = await issueLicence(
        tx,
        { id: order.id, grantSealKey: order.grantSealKey, reference: orderReference(order) },
        settings.machinesAllowed,
        settings.library,
      );
      await queueReceipt(tx, {
        order,
        grant,
        token,
        settings: receiptSettings,
        reason: 'purchase',
        licenceKey: key,
      });
      return 'delivered';
    },
    tellSoldOut() {
      throw new Error('the bot never sells out');
    },
    // Nothing is set aside while a buyer pays for the bot.
    async release() {},
    mailLink: queueReceipt,
    async ended(tx, order, why) {
      await endLicence(tx, order.id, why, 'shop');
    },
  };
}
