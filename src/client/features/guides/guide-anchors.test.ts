import { describe, expect, it } from 'vitest';
import { setupGuideTroubleshooting } from '../../content/site/setup-guide-troubleshooting.ts';
import { setupGuideTabs } from '../../content/site/setup-guide.ts';
import type { SetupGuideTab } from '../../content/site/types.ts';
import {
  anchorFromHash,
  buildAnchorIndex,
  hashTargetsInnerAnchor,
  tabForHash,
} from './guide-anchors.ts';

const tabs: readonly SetupGuideTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    intro: '',
    sections: [{ id: 'intro', heading: 'Intro', paragraphs: [] }],
  },
  {
    id: 'vps-deploy',
    label: 'VPS Deploy',
    intro: '',
    sections: [{ id: 'firewall', heading: 'Firewall', paragraphs: [] }],
  },
];

describe('anchorFromHash', () => {
  it('strips the # and decodes', () => {
    expect(anchorFromHash('#vps-deploy')).toBe('vps-deploy');
    expect(anchorFromHash('using-bot')).toBe('using-bot');
    expect(anchorFromHash('#caf%C3%A9')).toBe('café');
  });

  it('returns null for no hash or a malformed one', () => {
    expect(anchorFromHash('')).toBeNull();
    expect(anchorFromHash('#')).toBeNull();
    expect(anchorFromHash('#%E0%A4%A')).toBeNull();
  });
});

describe('tabForHash', () => {
  const index = buildAnchorIndex(tabs, { 'vps-deploy': ['ssh-error'] });

  it('opens a tab named by its own id', () => {
    expect(tabForHash('#vps-deploy', index)).toBe('vps-deploy');
    expect(tabForHash('#overview', index)).toBe('overview');
  });

  it('opens the tab that holds a section or an extra anchor', () => {
    expect(tabForHash('#firewall', index)).toBe('vps-deploy');
    expect(tabForHash('#ssh-error', index)).toBe('vps-deploy');
    expect(tabForHash('#intro', index)).toBe('overview');
  });

  it('returns null for anything else', () => {
    expect(tabForHash('', index)).toBeNull();
    expect(tabForHash('#pricing', index)).toBeNull();
  });

  it('tells inner anchors from tab ids', () => {
    expect(hashTargetsInnerAnchor('#firewall', index)).toBe(true);
    expect(hashTargetsInnerAnchor('#vps-deploy', index)).toBe(false);
    expect(hashTargetsInnerAnchor('#nowhere', index)).toBe(false);
    expect(hashTargetsInnerAnchor('', index)).toBe(false);
  });
});

describe('buildAnchorIndex', () => {
  it('rejects an id used twice', () => {
    expect(() => buildAnchorIndex(tabs, { overview: ['firewall'] })).toThrow(/firewall/);
    expect(() => buildAnchorIndex(tabs, { overview: ['vps-deploy'] })).toThrow(/vps-deploy/);
  });

  it('indexes the real guide without clashes, troubleshooting entries included', () => {
    const index = buildAnchorIndex(setupGuideTabs, {
      'using-bot': setupGuideTroubleshooting.map((entry) => entry.id),
    });
    expect(tabForHash('#restart-script', index)).toBe('vps-deploy');
    expect(tabForHash('#telegram-401', index)).toBe('using-bot');
    expect(setupGuideTabs.map((tab) => tab.id)).toEqual([
      'overview',
      'local-setup',
      'vps-deploy',
      'using-bot',
      'video-guide',
    ]);
  });
});
