import { describe, expect, it } from 'vitest';
import { DISPUTE_EVIDENCE_FIELD_MAX } from '../../shared/disputes.ts';
import { disputeSubmission } from './dispute-submission.ts';

const facts = {
  receipt: {
    reference: 'CM-ABC123',
    itemName: 'Cryptomaton trading bot',
    amountCents: 14_900,
    currency: 'usd',
    paidAt: '2026-11-20T10:00:00.000Z',
    email: 'buyer@example.com',
    paymentMethod: 'Visa ending 4242',
  },
  acceptance: null,
  downloads: [
    { at: '2026-11-20T10:05:00.000Z', address: '198.51.100.23', client: 'Firefox on Linux' },
  ],
  licenceActivations: [
    { at: '2026-11-20T11:00:00.000Z', machineName: 'VPS Frankfurt', address: '203.0.113.9' },
  ],
  messages: [
    {
      at: '2026-11-21T09:00:00.000Z',
      subject: 'Thanks',
      message: 'Works well.',
      responded: false,
    },
  ],
};

describe('the evidence fields sent with a dispute', () => {
  it('logs every transfer and activation in time order, and names the service date', () => {
    const sent = disputeSubmission(facts, 'The buyer used the bot for a week.');
    expect(sent.accessActivityLog.split('\n')).toEqual([
      '2026-11-20T10:05:00.000Z completed download of the purchased package from 198.51.100.23 (Firefox on Linux)',
      '2026-11-20T11:00:00.000Z licence activated on machine "VPS Frankfurt" from 203.0.113.9',
    ]);
    expect(sent.serviceDate).toBe('2026-11-20');
    expect(sent.customerEmailAddress).toBe('buyer@example.com');
    expect(sent.uncategorizedText.startsWith('The buyer used the bot for a week.')).toBe(true);
    expect(sent.uncategorizedText).toContain('$149.00 USD');
    expect(sent.uncategorizedText).toContain('Works well.');
  });

  it('quotes the acceptance when there is one, and keeps each field within the limit', () => {
    const accepted = {
      disclaimerVersion: 'abc123',
      licenceVersion: 'def456',
      usageRightsVersion: null,
      acceptedAt: '2026-11-20T09:59:00.000Z',
      clientAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 Test',
    };
    const long = 'x'.repeat(DISPUTE_EVIDENCE_FIELD_MAX * 2);
    const sent = disputeSubmission({ ...facts, acceptance: accepted }, long);
    expect(sent.uncategorizedText.length).toBe(DISPUTE_EVIDENCE_FIELD_MAX);
    expect(disputeSubmission({ ...facts, acceptance: accepted }).uncategorizedText).toContain(
      'the buyer ticked a box accepting the Risk Disclaimer (version abc123) and the Software License (version def456) at 2026-11-20T09:59:00.000Z from 203.0.113.7 with the browser "Mozilla/5.0 Test".',
    );
    expect(disputeSubmission(facts).uncategorizedText).not.toContain('ticked a box');
    expect(
      disputeSubmission({ ...facts, downloads: [], licenceActivations: [] }).accessActivityLog,
    ).toBe('No download of the package has been recorded.');
  });
});
