import type { FastifyReply } from 'fastify';
import {
  type DiscountRefusal,
  discountRefusalMessage,
  discountRefusalStatus,
  type DiscountTarget,
} from '../../shared/discount-codes.ts';

const titles = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict', 410: 'Gone' } as const;

/**
 * Answers a refused discount code with its status (docs/discount-codes.md) and a message the
 * buyer can act on, also under `fieldErrors.discountCode` so the checkout shows it by the field.
 */
export function discountRefused(
  reply: FastifyReply,
  refused: {
    refusal: DiscountRefusal;
    code: string;
    row?: { appliesTo: DiscountTarget; startsAt: Date | null };
  },
) {
  const status = discountRefusalStatus[refused.refusal];
  const message = discountRefusalMessage(refused.refusal, refused.code, {
    appliesTo: refused.row?.appliesTo,
    startsAt: refused.row?.startsAt,
  });
  return reply
    .code(status)
    .send({ error: titles[status], message, fieldErrors: { discountCode: [message] } });
}
