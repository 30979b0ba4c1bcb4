import { describe, expect, it } from 'vitest';
import { buildConstants } from './build-constants.ts';

describe('buildConstants', () => {
  it('builds the brand in New Zealand as the seller when nothing is configured', () => {
    const constants = buildConstants({});
    expect(JSON.parse(constants.__SELLER__ ?? '')).toEqual({
      name: 'Cryptomaton',
      address: 'New Zealand',
    });
    expect(JSON.parse(constants.__PUBLIC_URL__ ?? '')).toBe('http://localhost:3000');
  });

  it('builds the seller that SELLER_NAME and SELLER_ADDRESS name', () => {
    const constants = buildConstants({
      SELLER_NAME: 'Kiwi Quant Ltd',
      SELLER_ADDRESS: '12 Queen Street, Auckland 1010, New Zealand',
      PUBLIC_URL: 'https://shop.example.com/',
    });
    expect(JSON.parse(constants.__SELLER__ ?? '')).toEqual({
      name: 'Kiwi Quant Ltd',
      address: '12 Queen Street, Auckland 1010, New Zealand',
    });
    expect(JSON.parse(constants.__PUBLIC_URL__ ?? '')).toBe('https://shop.example.com');
  });

  it('stops the build on a bad seller variable, naming it', () => {
    expect(() => buildConstants({ SELLER_ADDRESS: 'x'.repeat(201) })).toThrow(
      /SELLER_ADDRESS: must be at most 200 characters/,
    );
    expect(() => buildConstants({ SELLER_NAME: 'Kiwi\r\nQuant' })).toThrow(
      /SELLER_NAME: must be one line of text without control characters/,
    );
  });
});
