import { z } from 'zod';
import { ArtRaritySchema } from '../art.ts';
import { emailAddressField } from '../fields.ts';
import { recordIdText } from '../record-id.ts';
import { orderKeyText } from './order-key.ts';

/**
 * `POST /api/admin/convert-to-nft-delivery`: send an art package to a paid order at no charge.
 * `orderId` names the order by the reference on the buyer's receipt (`CM-F6BD8AA2CA`) or, as
 * older callers send it, by its id number. The email is optional: empty sends to the order's own
 * address. The optional `Idempotency-Key` header (`idempotency.ts`) makes repeats of one
 * confirmation deliver once.
 */
export const ManualDeliveryRequestSchema = z.object({
  orderId: orderKeyText({
    invalid:
      'Please enter the order reference from the receipt (such as CM-F6BD8AA2CA) or the order ID.',
    tooLarge: 'There is no order with this ID. Please check the number.',
  }),
  nftCollectionId: recordIdText({
    invalid: 'Please choose a collection.',
    tooLarge: 'Please choose a collection.',
  }),
  email: z
    .union([
      z.literal(''),
      emailAddressField({
        required: 'Please enter a valid email address.',
        invalid: 'Please enter a valid email address.',
      }),
    ])
    .optional(),
});
export type ManualDeliveryRequest = z.input<typeof ManualDeliveryRequestSchema>;

export const ManualDeliveryResponseSchema = z.object({
  /** Where the package went. */
  email: z.string(),
  editionNumber: z.number().int(),
  editionOf: z.number().int(),
  message: z.string(),
});
export type ManualDeliveryResponse = z.infer<typeof ManualDeliveryResponseSchema>;
/**
 * `GET /api/admin/convert-to-nft-delivery/preview`, with the delivery's fields as its query: who
 * would get what, read-only, for the owner to confirm before sending. It refuses (404, 409) what
 * the delivery would refuse. The edition is the one the order already owns (sent again with a
 * fresh link), or the next of the collection, as long as nobody buys it first.
 */
export const ManualDeliveryPreviewSchema = z.object({
  order: z.object({
    id: z.number().int(),
    reference: z.string(),
    /** The buyer's address, as the order has it. */
    email: z.string(),
    /** What the order bought: the bot, or an art piece's name. */
    itemName: z.string(),
  }),
  /** Where the mail goes: the typed address, or the buyer's. */
  to: z.string(),
  collection: z.object({ id: z.number().int(), name: z.string(), rarity: ArtRaritySchema }),
  edition: z.object({
    number: z.number().int(),
    of: z.number().int(),
    /** The order owns it already: it is sent again and its earlier links stop working. */
    alreadyOwned: z.boolean(),
  }),
});
export type ManualDeliveryPreview = z.infer<typeof ManualDeliveryPreviewSchema>;
