import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripeTax } from './fake-stripe-tax.ts';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
  /** The charge's id, as Stripe sends it unless asked to expand it. */
  latest_charge: string | null;
  /** Unix seconds. */
  created: number;
}

export interface FakeCard {
  brand: string;
  last4: string;
}

interface FakeCharge {
  id: string;
  object: 'charge';
  payment_intent: string;
  payment_method_details: { type: 'card'; card: FakeCard };
}

/** A refund as Stripe answers it. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  /** Unix seconds. */
  created: number;
}

/** `metadata[key]=value` fields of a form-encoded Stripe request, as an object. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/**
 * A local stand-in for the parts of Stripe's API the shop calls (create and retrieve
 * PaymentIntents, with their latest charge expanded on request, refund them in part or whole,
 * list their refunds, and take a dispute's evidence), so the real `stripe` SDK can be exercised
 * without a network.
 */
export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly charges = new Map<string, FakeCharge>();
  /** The latest refund's id per refunded intent. */
  readonly refunds = new Map<string, string>();
  /** Every refund per intent, oldest first, as `GET /v1/refunds?payment_intent=` lists them. */
  readonly refundsByIntent = new Map<string, FakeRefund[]>();
  readonly idempotencyKeys = new Map<string, string>();
  private readonly taxAnswers = new Map<string, [number, unknown]>();
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  /** Every dispute update the shop sent (`POST /v1/disputes/{id}`), its form fields as sent. */
  readonly disputeUpdates: { disputeId: string; fields: Record<string, string> }[] = [];
  /** Stripe Tax: calculations, transactions from them, and reversals. */
  readonly tax = new FakeStripeTax();
  /** Make every call fail with this HTTP status (simulates an outage). */
  failWith: number | undefined;
  private server: Server | undefined;

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const key = request.headers['idempotency-key'];
        this.requests.push({
          method: request.method ?? '',
          path: request.url ?? '',
          idempotencyKey: typeof key === 'string' ? key : undefined,
        });
        const [status, json] = this.handle(request.method ?? '', request.url ?? '', body, key);
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        response.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port, protocol: 'http' };
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A succeeded intent gets a charge paid with `card`, as a confirmed card payment does. */
  setStatus(
    intentId: string,
    status: string,
    card: FakeCard = { brand: 'visa', last4: '4242' },
  ): void {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no fake intent ${intentId}`);
    intent.status = status;
    if (status === 'succeeded' && !intent.latest_charge) {
      const charge: FakeCharge = {
        id: `ch_${randomBytes(8).toString('hex')}`,
        object: 'charge',
        payment_intent: intentId,
        payment_method_details: { type: 'card', card },
      };
      this.charges.set(charge.id, charge);
      intent.latest_charge = charge.id;
    }
  }

  private handle(
    method: string,
    url: string,
    body: string,
    idempotencyKey: string | string[] | undefined,
  ): [number, unknown] {
    if (this.failWith) {
      return [this.failWith, { error: { type: 'api_error', message: 'Fake outage' } }];
    }
    if (url.startsWith('/v1/tax/')) {
      // Idempotent as Stripe is: a repeated key answers what the first call did.
      const form = new URLSearchParams(body);
      const outage = this.tax.outage(url);
      if (outage) return outage;
      const stored = typeof idempotencyKey === 'string' && this.taxAnswers.get(idempotencyKey);
      if (stored) return stored;
      const answer = this.tax.handle(method, url, form);
      if (answer && answer[0] === 200 && typeof idempotencyKey === 'string') {
        this.taxAnswers.set(idempotencyKey, answer);
      }
      if (answer) return answer;
    }
    if (method === 'POST' && url === '/v1/payment_intents') {
      if (typeof idempotencyKey === 'string' && this.idempotencyKeys.has(idempotencyKey)) {
        return [200, this.intents.get(this.idempotencyKeys.get(idempotencyKey) ?? '')];
      }
      const form = new URLSearchParams(body);
      const metadata = metadataOf(form);
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        receipt_email: form.get('receipt_email'),
        metadata,
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
      };
      this.intents.set(id, intent);
      if (typeof idempotencyKey === 'string') this.idempotencyKeys.set(idempotencyKey, id);
      return [200, intent];
    }
    const disputeUpdate = /^\/v1\/disputes\/([^/?]+)$/.exec(url);
    if (method === 'POST' && disputeUpdate?.[1]) {
      return this.updateDispute(disputeUpdate[1], new URLSearchParams(body));
    }
    if (method === 'POST' && url === '/v1/refunds') {
      if (typeof idempotencyKey === 'string' && this.idempotencyKeys.has(idempotencyKey)) {
        const id = this.idempotencyKeys.get(idempotencyKey);
        const known = [...this.refundsByIntent.values()].flat().find((r) => r.id === id);
        if (known) return [200, known];
      }
      const answer = this.refund(new URLSearchParams(body));
      if (answer[0] === 200 && typeof idempotencyKey === 'string') {
        this.idempotencyKeys.set(idempotencyKey, (answer[1] as FakeRefund).id);
      }
      return answer;
    }
    if (method === 'GET' && /^\/v1\/refunds(\?|$)/.test(url)) {
      const intentId = new URL(url, 'http://fake').searchParams.get('payment_intent') ?? '';
      // Newest first, as Stripe lists.
      const data = [...(this.refundsByIntent.get(intentId) ?? [])].reverse();
      return [200, { object: 'list', url: '/v1/refunds', has_more: false, data }];
    }
    if (method === 'GET' && /^\/v1\/payment_intents(\?|$)/.test(url)) {
      const since = Number(new URL(url, 'http://fake').searchParams.get('created[gte]') ?? 0);
      const data = [...this.intents.values()]
        .filter((intent) => intent.created >= since)
        .sort((a, b) => b.created - a.created);
      return [200, { object: 'list', url: '/v1/payment_intents', has_more: false, data }];
    }
    const retrieve = /^\/v1\/payment_intents\/([^/?]+)/.exec(url);
    if (method === 'GET' && retrieve?.[1]) {
      const intent = this.intents.get(retrieve[1]);
      if (!intent) {
        return [
          404,
          { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        ];
      }
      const query = new URL(url, 'http://fake').searchParams;
      const expand = [...query].filter(([name]) => /^expand\[\d*\]$/.test(name));
      return expand.some(([, field]) => field === 'latest_charge') && intent.latest_charge
        ? [200, { ...intent, latest_charge: this.charges.get(intent.latest_charge) }]
        : [200, intent];
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url})`,
        },
      },
    ];
  }

  /** Records the evidence and answers as Stripe does once evidence is submitted. */
  private updateDispute(disputeId: string, form: URLSearchParams): [number, unknown] {
    const fields = Object.fromEntries(form);
    this.disputeUpdates.push({ disputeId, fields });
    const evidence: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^evidence\[(.+)\]$/.exec(name);
      if (match?.[1]) evidence[match[1]] = value;
    }
    return [
      200,
      {
        id: disputeId,
        object: 'dispute',
        status: form.get('submit') === 'true' ? 'under_review' : 'needs_response',
        evidence,
      },
    ];
  }

  /**
   * A refund made in the Stripe dashboard (not through the API the shop calls): what the shop
   * learns only from the events that follow.
   */
  refundInDashboard(
    intentId: string,
    amount: number,
    reason = 'requested_by_customer',
  ): FakeRefund {
    const [status, answer] = this.refund(
      new URLSearchParams({ payment_intent: intentId, amount: String(amount), reason }),
    );
    if (status !== 200) throw new Error(`fake refund refused: ${JSON.stringify(answer)}`);
    return answer as FakeRefund;
  }

  /** Refunds `amount` (all that is left without it); more than is left is refused, as Stripe does. */
  private refund(form: URLSearchParams): [number, unknown] {
    const intentId = form.get('payment_intent') ?? '';
    const intent = this.intents.get(intentId);
    const refused = (message: string): [number, unknown] => [
      400,
      { error: { type: 'invalid_request_error', message } },
    ];
    if (!intent || (intent.status !== 'succeeded' && !this.refunds.has(intentId))) {
      return refused('This PaymentIntent has no charge to refund.');
    }
    const earlier = this.refundsByIntent.get(intentId) ?? [];
    const left = intent.amount - earlier.reduce((total, r) => total + r.amount, 0);
    // A whole refund asked again answers the one already made (the shop's idempotent repeat).
    if (!form.has('amount') && left === 0 && earlier.length > 0) return [200, earlier.at(-1)];
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return refused(
        `Refund amount (${amount} cents) is greater than unrefunded amount on charge (${left} cents)`,
      );
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount,
      payment_intent: intentId,
      status: 'succeeded',
      reason: form.get('reason'),
      metadata: metadataOf(form),
      created: Math.floor(Date.now() / 1000),
    };
    this.refundsByIntent.set(intentId, [...earlier, refund]);
    this.refunds.set(intentId, refund.id);
    return [200, refund];
  }
}
