import type { Db } from '../../db/client.ts';
import type { LinkMailSubject, ReceiptSettings } from '../link-facts.ts';
import type { Order } from '../order-repository.ts';
import type { ReceiptReason } from '../receipt.ts';

/**
 * What one kind of item adds to an order's lifecycle. The lifecycle decides the order's state;
 * the item delivers what was paid for and gives back what it set aside. The bot's part lives in
 * `orders/`, the art's in `art/`; the shop hands both to the lifecycle (`shop.ts`), so orders
 * never import art.
 */
export interface ItemLifecycle {
  /**
   * Delivers a paid order inside its transaction (a link, a mail, an art edition). Its purchase
   * mail issues the order's invoice (`invoiceForMail` with `issue`) as the last thing it reads.
   * `sold-out` when nothing was left to deliver: the lifecycle then fails the order, invoices the
   * money taken, and gives it back.
   */
  deliver(tx: Db, order: Order, settings: ReceiptSettings): Promise<'delivered' | 'sold-out'>;
  /** Tells the buyer that their paid order could not be delivered (after `sold-out`). */
  tellSoldOut(tx: Db, order: Order, settings: ReceiptSettings): Promise<void>;
  /** The order will not be paid (declined, abandoned): give back what was set aside for it. */
  release(tx: Db, order: Order): Promise<void>;
  /**
   * Queues the mail that brings one of the order's links (a resend, a fresh link, find my
   * purchase) in the caller's transaction; returns the outbox row's id.
   */
  mailLink(tx: Db, details: LinkMailSubject & { reason: ReceiptReason }): Promise<number>;
  /**
   * The whole payment went back (or, later, a dispute took it): end what the order still gives,
   * such as the bot's licence, in the transaction that moves the order. Links end by themselves.
   */
  ended?(tx: Db, order: Order, why: 'refund' | 'dispute'): Promise<void>;
}

export type ItemKind = 'bot' | 'art';

export type OrderItems = Record<ItemKind, ItemLifecycle>;

export const itemKindOf = (order: Pick<Order, 'artCollectionId'>): ItemKind =>
  order.artCollectionId === null ? 'bot' : 'art';

/** What the lifecycle's payment transitions need: where links point, who sells, the items. */
export interface DeliveryContext extends ReceiptSettings {
  items: OrderItems;
}
