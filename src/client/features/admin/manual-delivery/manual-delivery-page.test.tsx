// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtCollection } from '../../../../shared/art.ts';
import { ManualDeliveryPage } from './manual-delivery-page.tsx';

const DELIVERY = '/api/admin/convert-to-nft-delivery';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A whole collection as the server answers it (the page parses answers with the shared schema). */
const artCollection = (fields: Pick<ArtCollection, 'id' | 'name' | 'rarity' | 'availableSupply'>) =>
  ({
    description: '',
    priceCents: 14_900,
    price: 149,
    totalSupply: 10,
    remainingSupply: fields.availableSupply,
    status: 'live',
    statusSetByOwner: false,
    almostGoneAt: 3,
    imageUrl: null,
    youtubeUrl: null,
    artwork: null,
    hidden: false,
    isSample: false,
    ...fields,
  }) satisfies ArtCollection;

/** The deliveries the page sent: their body and Idempotency-Key. */
let sent: { body: Record<string, unknown>; key: string | undefined }[];
/** What the next delivery answers (then 200). */
let nextDeliveryStatus: number[];

beforeEach(() => {
  sent = [];
  nextDeliveryStatus = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path === '/api/admin/session') {
        return json({
          admin: { id: 1, email: 'owner@example.com' },
          expiresAt: '2030-01-01T00:00:00.000Z',
          idleTimeoutSeconds: 1800,
        });
      }
      if (path === '/api/art-admin/collections') {
        return json({
          collections: [
            artCollection({ id: 2, name: 'Cosmic Drift', rarity: 'rare', availableSupply: 4 }),
            artCollection({ id: 3, name: 'Stellar Void', rarity: 'epic', availableSupply: 9 }),
          ],
        });
      }
      if (path === DELIVERY) {
        const headers = init.headers as Record<string, string>;
        sent.push({ body: JSON.parse(String(init.body)), key: headers['Idempotency-Key'] });
        const status = nextDeliveryStatus.shift() ?? 200;
        if (status !== 200) {
          return json({ error: 'Service Unavailable', message: 'Try again.' }, status);
        }
        return json({
          email: 'buyer@example.com',
          editionNumber: 1,
          editionOf: 10,
          message: 'Email sent to buyer@example.com with download link',
        });
      }
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (url = '/admin/manual-delivery?orderId=5&collection=2') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ManualDeliveryPage />
    </MemoryRouter>,
  );
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send NFT Package' }));
const orderField = () => screen.getByLabelText('Order reference or ID') as HTMLInputElement;

describe('/admin/manual-delivery', () => {
  it('sends one key for one filled-in form, retried after an error, then clears the form', async () => {
    renderPage();
    await screen.findByRole('option', { name: /Cosmic Drift/ });
    expect(orderField().value).toBe('5');

    nextDeliveryStatus = [503];
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    await screen.findByRole('button', { name: 'Send NFT Package' });
    submit();
    await waitFor(() => expect(orderField().value).toBe(''));

    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({ orderId: '5', nftCollectionId: '2', email: '' });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect((screen.getByLabelText('NFT Collection') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Customer Email') as HTMLInputElement).value).toBe('');
  });

  it('sends the reference the buyer quotes, as typed', async () => {
    renderPage('/admin/manual-delivery');
    await screen.findByRole('option', { name: /Cosmic Drift/ });
    fireEvent.change(orderField(), { target: { value: ' CM-F6BD8AA2CA ' } });
    fireEvent.change(screen.getByLabelText('NFT Collection'), { target: { value: '3' } });
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ orderId: 'CM-F6BD8AA2CA', nftCollectionId: '3', email: '' });
  });

  it('makes a new key once the form is sent, or once a field changes', async () => {
    renderPage();
    await screen.findByRole('option', { name: /Cosmic Drift/ });
    submit();
    await waitFor(() => expect(orderField().value).toBe(''));

    fireEvent.change(orderField(), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('NFT Collection'), { target: { value: '2' } });
    nextDeliveryStatus = [503];
    submit();
    await waitFor(() => expect(sent).toHaveLength(2));
    await screen.findByRole('button', { name: 'Send NFT Package' });
    fireEvent.change(screen.getByLabelText('NFT Collection'), { target: { value: '3' } });
    submit();
    await waitFor(() => expect(sent).toHaveLength(3));

    const [first, second, third] = sent.map((delivery) => delivery.key);
    expect(second).not.toBe(first);
    expect(third).not.toBe(second);
    expect(sent[2]?.body).toMatchObject({ nftCollectionId: '3' });
  });
});
