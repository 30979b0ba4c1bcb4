import { describe, expect, it } from 'vitest';
import { acceptanceLine } from './acceptance-line.ts';

const acceptedAt = new Date('2026-11-27T05:25:00Z');

describe('the receipt’s acceptance line', () => {
  it('names the bot’s two texts with their versions and the time', () => {
    expect(
      acceptanceLine({
        disclaimerVersion: '9ee4868eb30c',
        licenceVersion: '3b4e04a77cfd',
        usageRightsVersion: null,
        acceptedAt,
      }),
    ).toBe(
      'You accepted the Risk Disclaimer version 9ee4868eb30c and the License version 3b4e04a77cfd on November 27, 2026 at 5:25 AM UTC.',
    );
  });

  it('names an art piece’s usage rights', () => {
    expect(
      acceptanceLine({
        disclaimerVersion: null,
        licenceVersion: null,
        usageRightsVersion: 'a1b2c3d4e5f6',
        acceptedAt,
      }),
    ).toBe(
      'You accepted the usage rights version a1b2c3d4e5f6 on November 27, 2026 at 5:25 AM UTC.',
    );
  });

  it('says nothing for an order from before acceptance was recorded', () => {
    expect(acceptanceLine(undefined)).toBeUndefined();
  });
});
