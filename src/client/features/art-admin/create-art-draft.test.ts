import { describe, expect, it } from 'vitest';
import { NEED_ARTWORK_MESSAGE } from '../../../shared/art-admin.ts';
import { draftErrors, emptyDraft, fieldErrorsOf, requestOf } from './create-art-draft.ts';

const youtube = 'https://youtu.be/dQw4w9WgXcQ';

describe('the create form draft', () => {
  it('starts with the spec’s defaults', () => {
    expect(requestOf({ ...emptyDraft, name: 'A', price: '5', youtubeUrl: youtube })).toEqual({
      name: 'A',
      description: '',
      priceCents: 500,
      totalSupply: 1,
      remainingSupply: 1,
      imageUrl: null,
      youtubeUrl: youtube,
      rarity: 'common',
      status: 'live',
      almostGoneAt: 3,
      hidden: false,
    });
  });

  it('sends "Follow supply" as no status', () => {
    expect(requestOf({ ...emptyDraft, status: 'follow' }).status).toBeNull();
  });

  it('says every problem at once, the missing artwork with the spec’s words', () => {
    expect(draftErrors(emptyDraft)).toEqual({
      name: 'Please enter a name.',
      priceCents: 'Please enter a price in USD.',
      imageUrl: NEED_ARTWORK_MESSAGE,
    });
    expect(draftErrors({ ...emptyDraft, name: 'A', price: '5' })).toEqual({
      imageUrl: NEED_ARTWORK_MESSAGE,
    });
    expect(draftErrors({ ...emptyDraft, name: 'A', price: '5', youtubeUrl: youtube })).toEqual({});
  });

  it('checks numbers and supply as the server does', () => {
    const base = { ...emptyDraft, name: 'A', youtubeUrl: youtube };
    expect(draftErrors({ ...base, price: '1.234' }).priceCents).toBe(
      'Use at most two decimals for the price.',
    );
    expect(draftErrors({ ...base, price: '0.49' }).priceCents).toBe(
      'The price must be at least $0.50.',
    );
    expect(draftErrors({ ...base, price: '100000.01' }).priceCents).toBe(
      'The price can be at most $100,000.',
    );
    expect(draftErrors({ ...base, price: '1,490.50' })).toEqual({});
    expect(draftErrors({ ...base, price: '5', totalSupply: '0' }).totalSupply).toBe(
      'Total supply must be at least 1.',
    );
    expect(
      draftErrors({ ...base, price: '5', totalSupply: '2', remainingSupply: '3' }).remainingSupply,
    ).toBe('Remaining supply can’t be more than the total supply.');
  });

  it('reads the server’s field errors, first message per field', () => {
    expect(fieldErrorsOf({ price: ['Too low.', 'Other'], name: [] })).toEqual({
      price: 'Too low.',
    });
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
