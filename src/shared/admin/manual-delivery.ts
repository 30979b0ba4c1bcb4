import { z } from 'zod';
import { emailAddressField } from '../fields.ts';

/**
 * `POST /api/admin/convert-to-nft-delivery`: send an art package to a paid order at no charge.
 * The email is optional: empty sends to the order's own address.
 */
export const ManualDeliveryRequestSchema = z.object({
  orderId: z.coerce
    .number({ error: 'Please enter the order ID as a number.' })
    .int('Please enter the order ID as a whole number.')
    .positive('Please enter the order ID as a whole number.'),
  nftCollectionId: z.coerce
    .number({ error: 'Please choose a collection.' })
    .int('Please choose a collection.')
    .positive('Please choose a collection.'),
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
