import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import {
  CheckoutStatusQuerySchema,
  CheckoutStatusSchema,
  CreatePaymentIntentRequestSchema,
  CreatePaymentIntentResponseSchema,
  type CheckoutStatus,
} from '../../shared/checkout.ts';
import { centsToDecimal, dollarsToCents } from '../../shared/money.ts';
import type { CheckoutDiscount } from '../../shared/discount-codes.ts';
import { priceWithCode } from '../orders/lifecycle/discount-uses.ts';
import { discountRefused } from './discount-refusals.ts';
import type { Db } from '../db/client.ts';
import type { FulfilmentContext } from '../orders/fulfilment.ts';
import { attachIntent } from '../orders/lifecycle/order-lifecycle.ts';
import { failOrder } from '../orders/lifecycle/payment-outcomes.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { ProductFiles } from '../products/product-files.ts';
import { type CheckoutItem, checkoutItem, SOLD_OUT_MESSAGE } from './checkout-item.ts';
import { openOrder } from './open-order.ts';
import { termsToAccept } from './terms-to-accept.ts';
import { type CheckoutTax, priceTax, taxQuoteOf, taxRefused } from './tax-quote.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';

export interface CheckoutDependencies {
  db: Db;
  payments: PaymentProvider;
  productFiles: ProductFiles;
  fulfilment: FulfilmentContext;
  /** Tax at checkout (docs/tax.md); off when absent. */
  tax?: CheckoutTax;
}

const CLOSED_MESSAGE =
  'Checkout is closed for a moment while we update the download package. Please try again later.';
const PRICE_CHANGED_MESSAGE =
  'The price changed while you were paying. Please reload the page to see the new one.';
const UNKNOWN_ART_MESSAGE = 'We could not find this art piece. Please choose one in the store.';

/** Buying the bot or an art piece: prices come from the server's records, never the request. */
export function checkoutRoutes(deps: CheckoutDependencies): FastifyPluginAsyncZod {
  const tax: CheckoutTax = deps.tax ?? { mode: 'off', sellerCountry: undefined };
  const status = async (
    item: CheckoutItem,
    discount?: CheckoutDiscount,
  ): Promise<CheckoutStatus> => {
    const closedReason =
      item.kind === 'art'
        ? item.unavailable
        : deps.payments.name === 'test' || (await deps.productFiles.currentPackage()) !== null
          ? undefined
          : CLOSED_MESSAGE;
    return {
      open: closedReason === undefined,
      closedReason,
      provider: deps.payments.name,
      mode: deps.payments.mode,
      publishableKey: deps.payments.publishableKey,
      priceCents: item.priceCents - (discount?.discountCents ?? 0),
      currency: item.currency,
      discount,
      itemName: item.name,
      artCollectionId: item.kind === 'art' ? item.collectionId : undefined,
      artPiece: item.kind === 'art' ? item.piece : undefined,
      taxMode: tax.mode,
    };
  };

  return async (app) => {
    app.get(
      apiPaths.checkoutStatus,
      {
        schema: {
          summary: 'The price and availability before payment, with a discount code applied',
          tags: ['Checkout'],
          querystring: CheckoutStatusQuerySchema,
          response: {
            200: CheckoutStatusSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            410: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const item = await checkoutItem(deps.db, request.query.art);
        if (!item)
          return reply.code(404).send({ error: 'Not Found', message: UNKNOWN_ART_MESSAGE });
        const { code, country, postalCode, vatNumber } = request.query;
        let answer = await status(item);
        if (code !== undefined) {
          const priced = await priceWithCode(deps.db, code, item);
          if (!priced.ok) return discountRefused(reply, priced);
          answer = await status(item, {
            code: priced.code,
            originalPriceCents: priced.originalPriceCents,
            discountCents: priced.discountCents,
          });
        }
        // The tax is priced only once the buyer has said where they are.
        if (tax.mode === 'off' || country === undefined) return answer;
        const taxed = await priceTax(tax, item, answer.priceCents, {
          billingCountry: country,
          billingPostalCode: postalCode,
          vatNumber,
        });
        if (!taxed.ok) {
          if (taxed.status === 502) request.log.warn({ err: taxed.cause }, 'Stripe Tax failed');
          return taxRefused(reply, taxed);
        }
        return { ...answer, tax: taxQuoteOf(answer.priceCents, taxed.tax) };
      },
    );

    app.post(
      apiPaths.createPaymentIntent,
      {
        config: routeRateLimit(rateLimits.createPaymentIntent),
        schema: {
          summary: 'Open an order and its payment',
          description:
            'Requires `acceptedTerms: true` (400 without it, the message naming what to accept). The order records the versions of the accepted texts, the time, the client address and the user agent (docs/risk-acceptance.md). When the shop charges tax (TAX_MODE=stripe), `billingCountry` is required (`billingPostalCode` in the US and Canada) and the server adds the tax to the price (docs/tax.md).',
          tags: ['Checkout'],
          body: CreatePaymentIntentRequestSchema,
          response: {
            200: CreatePaymentIntentResponseSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            410: ApiErrorSchema,
            502: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { email, amountCents, amount, artCollectionId, discountCode, acceptedTerms } =
          request.body;
        const { billingCountry, billingPostalCode, vatNumber } = request.body;
        const item = await checkoutItem(deps.db, artCollectionId);
        if (!item)
          return reply.code(404).send({ error: 'Not Found', message: UNKNOWN_ART_MESSAGE });
        const terms = termsToAccept(item);
        if (acceptedTerms !== true) {
          return reply.code(400).send({
            error: 'Bad Request',
            message: terms.refusal,
            fieldErrors: { acceptedTerms: [terms.refusal] },
          });
        }
        // The code is checked before anything is set aside; its use is taken with the order.
        const quote =
          discountCode === undefined ? undefined : await priceWithCode(deps.db, discountCode, item);
        if (quote && !quote.ok) return discountRefused(reply, quote);
        const priceCents = quote?.ok ? quote.priceCents : item.priceCents;
        // The tax on that price, asked of Stripe Tax by the server, never taken from the page.
        const taxed = await priceTax(tax, item, priceCents, {
          billingCountry,
          billingPostalCode,
          vatNumber,
        });
        if (!taxed.ok) {
          if (taxed.status === 502) request.log.warn({ err: taxed.cause }, 'Stripe Tax failed');
          return taxRefused(reply, taxed);
        }
        const taxCents = taxed.tax?.calculation.taxCents ?? 0;
        const shownCents =
          amountCents ?? (amount === undefined ? undefined : dollarsToCents(amount));
        // What the page showed: the price, the price after the code, or with tax the total
        // (the server decides).
        const fair = [
          item.priceCents,
          ...(quote?.ok ? [quote.priceCents] : []),
          ...(taxCents > 0 ? [priceCents + taxCents] : []),
        ];
        if (shownCents !== undefined && !fair.includes(shownCents)) {
          return reply.code(400).send({
            error: 'Bad Request',
            message: `The price is ${centsToDecimal(item.priceCents)} ${item.currency}. Please reload the page and try again.`,
            fieldErrors: {
              [amountCents === undefined ? 'amount' : 'amountCents']: [
                'does not match the current price',
              ],
            },
          });
        }
        const current = await status(item);
        if (!current.open) {
          return reply
            .code(409)
            .send({ error: 'Conflict', message: current.closedReason ?? CLOSED_MESSAGE });
        }

        const created = await openOrder(
          deps.db,
          item,
          { email, discountCode },
          deps.payments.name,
          deps.fulfilment,
          {
            ...terms.versions,
            clientAddress: request.ip,
            userAgent: request.headers['user-agent'],
          },
          taxed.tax,
        );
        if (!created.ok) {
          if (created.refusal === 'sold-out') {
            return reply.code(409).send({ error: 'Conflict', message: SOLD_OUT_MESSAGE });
          }
          if (created.refusal === 'price-changed') {
            return reply.code(409).send({ error: 'Conflict', message: PRICE_CHANGED_MESSAGE });
          }
          return discountRefused(reply, created);
        }
        const { order, token } = created;
        if (order.amountCents === 0) {
          // Completed in openOrder's transaction: the receipt is in the outbox already.
          deps.fulfilment.onMailQueued?.();
          request.log.info({ orderId: order.id }, 'order completed by a discount code');
          return {
            clientSecret: '',
            orderToken: token,
            amountCents: 0,
            currency: order.currency,
            paymentRequired: false,
            discountCents: order.discountCents,
            taxCents: 0,
            reverseCharge: taxed.tax?.reverseCharge ?? false,
          };
        }
        let intent;
        try {
          intent = await deps.payments.createIntent(
            {
              orderId: order.id,
              orderTokenHash: order.tokenHash,
              amountCents: order.amountCents,
              currency: order.currency,
              email,
              description: item.description,
            },
            `order-intent-${order.tokenHash}`,
          );
        } catch (error) {
          // No intent, no way to pay: the order must not linger as pending, nor hold a piece.
          await deps.db.transaction((tx) =>
            failOrder(
              tx,
              order.id,
              'The payment provider could not be reached.',
              { kind: 'shop', part: 'checkout' },
              deps.fulfilment,
            ),
          );
          request.log.error(
            { err: error, orderId: order.id },
            'payment provider refused to create an intent; order marked failed',
          );
          return reply.code(502).send({
            error: 'Bad Gateway',
            message:
              'Our payment provider is not answering right now. Please try again in a minute.',
          });
        }
        await attachIntent(deps.db, order.id, intent.intentId);
        request.log.info({ orderId: order.id, provider: deps.payments.name }, 'order created');
        return {
          clientSecret: intent.clientSecret,
          orderToken: token,
          amountCents: order.amountCents,
          currency: order.currency,
          paymentRequired: true,
          discountCents: order.discountCents,
          taxCents: order.taxCents,
          reverseCharge: taxed.tax?.reverseCharge ?? false,
        };
      },
    );
  };
}
