import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from '../src/shared/contact.ts';
import { addressSource, apiCall, CONTACT_MESSAGE } from './api-calls.ts';

describe('addressSource', () => {
  it('hands out a new address for every request', () => {
    const next = addressSource();
    const addresses = Array.from({ length: 70_000 }, next);
    expect(new Set(addresses).size).toBe(70_000);
    expect(addresses[0]).toBe('10.0.0.1');
    expect(addresses[256]).toBe('10.0.1.1');
    expect(addresses.every((address) => /^10(\.\d{1,3}){3}$/.test(address))).toBe(true);
  });
});

describe('apiCall', () => {
  it('sends a message the contact form accepts, with the honeypot empty', () => {
    const call = apiCall('contact', '10.0.0.1', 'token');
    const body = ContactMessageSchema.parse(JSON.parse(call.body!));
    expect(body.website).toBe('');
    expect(body).toMatchObject({ email: CONTACT_MESSAGE.email, message: CONTACT_MESSAGE.message });
  });

  it('names the caller’s address for the shop’s proxy to pass on', () => {
    const call = apiCall('orderView', '10.0.0.7', 'abc');
    expect(call).toMatchObject({ method: 'GET', path: '/api/orders/abc' });
    expect(call.headers['x-forwarded-for']).toBe('10.0.0.7');
  });
});
