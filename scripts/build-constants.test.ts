import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
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

  it('builds the setup video SETUP_VIDEO_URL names, and none when it is unset', () => {
    expect(JSON.parse(buildConstants({}).__SETUP_VIDEO_ID__ ?? '')).toBeNull();
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      const constants = buildConstants({ SETUP_VIDEO_URL: url });
      expect(JSON.parse(constants.__SETUP_VIDEO_ID__ ?? '')).toBe('dQw4w9WgXcQ');
      expect(loadConfig({ SETUP_VIDEO_URL: url }).setupVideoId).toBe('dQw4w9WgXcQ');
    }
    expect(() =>
      buildConstants({ SETUP_VIDEO_URL: 'https://www.youtube.com/@cryptomaton' }),
    ).toThrow(/SETUP_VIDEO_URL: must be a YouTube video URL/);
  });

  it('stops the build on a bad seller variable, naming it', () => {
    expect(() => buildConstants({ SELLER_ADDRESS: 'x'.repeat(201) })).toThrow(
      /SELLER_ADDRESS: must be at most 200 characters/,
    );
    expect(() => buildConstants({ SELLER_NAME: 'Kiwi\r\nQuant' })).toThrow(
      /SELLER_NAME: must be one line of text without control characters/,
    );
  });

  it('builds the same public origin the server uses, for every way of setting it', () => {
    const environments = [
      {},
      { PORT: '8080' },
      { PUBLIC_URL: 'https://shop.example.com/' },
      { PUBLIC_URL: '  https://shop.example.com//  ' },
      { PUBLIC_URL: '', PORT: '4000' },
      { PUBLIC_URL: 'http://127.0.0.1:3100' },
    ];
    for (const env of environments) {
      const built = JSON.parse(buildConstants(env).__PUBLIC_URL__ ?? '');
      expect(built).toBe(loadConfig({ NODE_ENV: 'test', ...env }).publicUrl);
    }
  });

  it('stops the build on a PUBLIC_URL the server would refuse, naming it', () => {
    expect(() => buildConstants({ PUBLIC_URL: 'ftp://shop.example.com' })).toThrow(
      /PUBLIC_URL: must be a URL starting with http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'ftp://shop.example.com' })).toThrow(
      /PUBLIC_URL: must be a URL starting with http:\/\/ or https:\/\//,
    );
  });
});
