import { describe, expect, it } from 'vitest';
import { maskLicenceKey, normaliseLicenceKey } from './licence-key.ts';

describe('licence keys as people type them', () => {
  const key = 'CM-0A1B2-C3D4E-F5G6H-J7K8M-N9PQR';

  it('takes any case, with or without hyphens, spaces or the prefix', () => {
    for (const typed of [
      key,
      key.toLowerCase(),
      key.replaceAll('-', ''),
      ` ${key.replaceAll('-', ' ')} `,
      key.slice(3),
    ]) {
      expect(normaliseLicenceKey(typed)).toBe(key);
    }
  });

  it('reads I and L as 1, O as 0, as Crockford base32 does', () => {
    expect(normaliseLicenceKey('CM-OAIB2-C3D4E-F5G6H-J7K8M-N9PQR')).toBe(
      'CM-0A1B2-C3D4E-F5G6H-J7K8M-N9PQR',
    );
    expect(normaliseLicenceKey('cm-0albz-c3d4e-f5g6h-j7k8m-n9pqr')).toBe(
      'CM-0A1BZ-C3D4E-F5G6H-J7K8M-N9PQR',
    );
  });

  it('refuses what cannot be a key', () => {
    for (const typed of [
      '',
      'CM-',
      key.slice(0, -1),
      `${key}X`,
      key.replace('A', 'U'),
      'XX' + key.slice(2),
    ]) {
      expect(normaliseLicenceKey(typed), typed).toBeNull();
    }
  });

  it('masks all but the last group', () => {
    expect(maskLicenceKey('N9PQR')).toBe('CM-•••••-•••••-•••••-•••••-N9PQR');
  });
});
