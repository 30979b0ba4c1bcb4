import { z } from 'zod';
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
