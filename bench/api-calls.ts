import type { ContactMessageInput } from '../src/shared/contact.ts';
import type { ApiCall } from './api-load.ts';
import type { ApiRoute } from './results-shape.ts';

/** The routes in the order each server answers them; contact last, as its mails follow it. */
export const API_ROUTES: readonly ApiRoute[] = ['orderView', 'artList', 'contact'];

export const API_ROUTE_LABELS: Record<ApiRoute, string> = {
  orderView: '`GET /api/orders/{token}`',
  artList: '`GET /api/art/collections`',
  contact: '`POST /api/contact`',
};

export const EXPECTED_STATUS: Record<ApiRoute, number> = {
  orderView: 200,
  artList: 200,
  contact: 201,
};

const ADDRESSES = 2 ** 24;

/**
 * Hands out a new address in 10.0.0.0/8 for every request, so no per-address rate limit of the
 * shop (contact: 5 in 10 minutes) ever answers instead of the route.
 */
export function addressSource(): () => string {
  let next = 0;
  return () => {
    next += 1;
    if (next >= ADDRESSES) throw new Error('the bench ran out of client addresses');
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

/** A message the form would send: every field valid, the honeypot left empty. */
export const CONTACT_MESSAGE = {
  firstName: 'Bench',
  lastName: 'Visitor',
  email: 'bench-visitor@example.com',
  subject: 'A question about the bot',
  message: 'Does the bot run on a small server at home?',
  website: '',
} satisfies ContactMessageInput;

/** A fresh call of `route` from `address`. */
export function apiCall(route: ApiRoute, address: string, orderToken: string): ApiCall {
  const headers = { 'x-forwarded-for': address, 'accept-encoding': 'br, gzip' };
  switch (route) {
    case 'orderView':
      return { method: 'GET', path: `/api/orders/${orderToken}`, headers };
    case 'artList':
      return { method: 'GET', path: '/api/art/collections', headers };
    case 'contact':
      return {
        method: 'POST',
        path: '/api/contact',
        headers,
        body: JSON.stringify(CONTACT_MESSAGE),
      };
  }
}
