import type { FastifyInstance } from 'fastify';
import { buyWithTestCard } from './purchase.ts';

/** A bot bought with the test card: its order token and the licence key the order view shows. */
export async function buyLicence(app: FastifyInstance, email = 'buyer@example.com') {
  const { orderToken, view } = await buyWithTestCard(app, email);
  if (!view.order.licence) throw new Error('the paid bot order has no licence');
  return { orderToken, key: view.order.licence.key, view };
}

/** Calls the bot's licence API as the bot does: JSON, no browser headers, its own address. */
export function licenceCall(
  app: FastifyInstance,
  call: 'activate' | 'validate' | 'deactivate',
  payload: object,
  remoteAddress = '198.51.100.7',
) {
  return app.inject({ method: 'POST', url: `/api/v1/licences/${call}`, payload, remoteAddress });
}
