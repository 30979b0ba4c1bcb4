import { describe, expect, it } from 'vitest';
import { clusterKeyPrefix } from './cluster.ts';

describe('a cluster’s Redis keys', () => {
  it('are its own: clusters started one after another never share a counter', () => {
    const first = clusterKeyPrefix('main');
    const second = clusterKeyPrefix('main');
    expect(first).toMatch(/^cryptomaton-scale-main-[0-9a-f]{16}:$/);
    expect(second).not.toBe(first);
  });
});
