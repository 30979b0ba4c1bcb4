// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtCollection } from '../../../../shared/art.ts';
import { ManualDeliveryPage } from './manual-delivery-page.tsx';

const DELIVERY = '/api/admin/convert-to-nft-delivery';
const PREVIEW = `${DELIVERY}/preview`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A whole collection as the server answers it (the page parses answers with the shared schema). */
const artCollection = (fields: Pick<ArtCollection, 'id' | 'name' | 'rarity' | 'availableSupply'>) =>
  ({
    slug: `piece-${fields.id}`,
    description: '',
    priceCents: 14_900,
    price: 149,
    totalSupply: 10,
    remainingSupply: fields.availableSupply,
    status: 'live',
    statusSetByOwner: false,
    statusSetTo: null,
    soldCount: 0,
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
/** The previews the page asked for: their query. */
let previewed: URLSearchParams[];
/** What the next delivery answers (then 200). */
let nextDeliveryStatus: number[];

const preview = (query: URLSearchParams) => ({
  order: {
    id: 5,
    reference: 'CM-F6BD8AA2CA',
    email: 'buyer@example.com',
    itemName: 'Cryptomaton',
  },
  to: query.get('email') ?? 'buyer@example.com',
  collection: { id: Number(query.get('nftCollectionId')), name: 'Cosmic Drift', rarity: 'rare' },
  edition: { number: 7, of: 10, alreadyOwned: false },
});

beforeEach(() => {
  sent = [];
  previewed = [];
  nextDeliveryStatus = [];
  // The admin header's theme control listens for the system theme, which jsdom does not have.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path === '/api/admin/session') {
        return json({
          admin: { id: 1, email: 'owner@example.com', role: 'owner' },
          expiresAt: '2030-01-01T00:00:00.000Z',
          idleTimeoutSeconds: 1800,
          secondFactor: { enrolled: false, required: false },
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
      if (path.startsWith(`${PREVIEW}?`)) {
        const query = new URLSearchParams(path.slice(PREVIEW.length + 1));
        previewed.push(query);
        return json(preview(query));
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
          editionNumber: 7,
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
const review = () => fireEvent.click(screen.getByRole('button', { name: 'Review delivery' }));
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Send NFT Package' }));
const orderField = () => screen.getByLabelText('Order reference or ID') as HTMLInputElement;
// The page renders inside the admin header, navigation and all: on a busy machine the first
// role query over it can take longer than Testing Library's 1 s default.
const collectionsShown = () =>
  screen.findByRole('option', { name: /Cosmic Drift/ }, { timeout: 5_000 });
const reviewed = () => screen.findByRole('region', { name: 'Confirm this delivery' });

describe('/admin/manual-delivery', () => {
  it('shows who gets what before sending, and sends nothing until confirmed', async () => {
    renderPage();
    await collectionsShown();
    expect(screen.queryByRole('button', { name: 'Send NFT Package' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Customer Email'), {
      target: { value: 'gift@example.com' },
    });
    review();

    const shown = within(await reviewed());
    expect(document.activeElement).toBe(
      shown.getByRole('heading', { name: 'Confirm this delivery' }),
    );
    expect(shown.getByText('CM-F6BD8AA2CA (ID 5) · Cryptomaton')).toBeTruthy();
    expect(shown.getByText('buyer@example.com')).toBeTruthy();
    expect(shown.getByText('gift@example.com')).toBeTruthy();
    expect(shown.getByText('Cosmic Drift (Rare)')).toBeTruthy();
    expect(shown.getByText(/^#7 of 10, the next one/)).toBeTruthy();
    expect(Object.fromEntries(previewed[0] ?? [])).toEqual({
      orderId: '5',
      nftCollectionId: '2',
      email: 'gift@example.com',
    });
    expect(sent).toHaveLength(0);

    // Changing the form takes the review away: what is confirmed is what is sent.
    fireEvent.change(screen.getByLabelText('Customer Email'), { target: { value: '' } });
    expect(screen.queryByRole('region', { name: 'Confirm this delivery' })).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('sends the reference the buyer quotes, as typed', async () => {
    renderPage('/admin/manual-delivery');
    await collectionsShown();
    fireEvent.change(orderField(), { target: { value: ' CM-F6BD8AA2CA ' } });
    fireEvent.change(screen.getByLabelText('NFT Collection'), { target: { value: '3' } });
    review();
    await reviewed();
    confirm();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(previewed[0]?.get('orderId')).toBe('CM-F6BD8AA2CA');
    expect(sent[0]?.body).toEqual({ orderId: 'CM-F6BD8AA2CA', nftCollectionId: '3', email: '' });
  });

  it('a double click on Send sends one request, then the form clears', async () => {
    renderPage();
    await collectionsShown();
    review();
    await reviewed();
    confirm();
    confirm();
    await waitFor(() => expect(orderField().value).toBe(''));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole('region', { name: 'Confirm this delivery' })).toBeNull();
    expect((screen.getByLabelText('NFT Collection') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Customer Email') as HTMLInputElement).value).toBe('');
  });

  it('sends one key for one confirmation, retried after an error, then clears the form', async () => {
    renderPage();
    await collectionsShown();
    expect(orderField().value).toBe('5');
    review();
    await reviewed();

    nextDeliveryStatus = [503];
    confirm();
    await waitFor(() => expect(sent).toHaveLength(1));
    await screen.findByRole('button', { name: 'Send NFT Package' });
    confirm();
    await waitFor(() => expect(orderField().value).toBe(''));

    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({ orderId: '5', nftCollectionId: '2', email: '' });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });

  it('makes a new key once the form is sent, or once a field changes', async () => {
    renderPage();
    await collectionsShown();
    review();
    await reviewed();
    confirm();
    await waitFor(() => expect(orderField().value).toBe(''));

    fireEvent.change(orderField(), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('NFT Collection'), { target: { value: '2' } });
    review();
    await reviewed();
    nextDeliveryStatus = [503];
    confirm();
    await waitFor(() => expect(sent).toHaveLength(2));
    await screen.findByRole('button', { name: 'Send NFT Package' });
    fireEvent.change(screen.getByLabelText('NFT Collection'), { target: { value: '3' } });
    review();
    await reviewed();
    confirm();
    await waitFor(() => expect(sent).toHaveLength(3));

    const [first, second, third] = sent.map((delivery) => delivery.key);
    expect(second).not.toBe(first);
    expect(third).not.toBe(second);
    expect(sent[2]?.body).toMatchObject({ nftCollectionId: '3' });
  });
});
