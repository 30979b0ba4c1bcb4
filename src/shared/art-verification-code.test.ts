import { describe, expect, it } from 'vitest';
import { ArtVerificationCodeSchema } from './art-verification.ts';
import { compactVerificationCode, groupedVerificationCode } from './art-verification-code.ts';

describe('verification codes', () => {
  it('reads a code typed in any case, with dashes or spaces', () => {
    expect(compactVerificationCode('abcde-fghjk lmnpq rstuv')).toBe('ABCDEFGHJKLMNPQRSTUV');
    expect(compactVerificationCode(' ABCDEFGHJKLMNPQRSTUV ')).toBe('ABCDEFGHJKLMNPQRSTUV');
  });

  it('refuses look-alikes, wrong lengths and other characters', () => {
    for (const bad of [
      'ABCDEFGHJKLMNPQRSTU0',
      'ABCDEFGHJKLMNPQRSTUI',
      'ABCDE',
      '',
      'ABCDE/FGHJK',
    ]) {
      expect(compactVerificationCode(bad)).toBeUndefined();
    }
  });

  it('groups in fives, in the form the shared schema accepts', () => {
    const grouped = groupedVerificationCode('abcdefghjklmnpqrstuv');
    expect(grouped).toBe('ABCDE-FGHJK-LMNPQ-RSTUV');
    expect(ArtVerificationCodeSchema.parse(grouped)).toBe(grouped);
  });
});
