import { CircleDot } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { configurationOptions, technicalRequirements } from '../../content/site/steps.ts';
import { telegramNotifications } from '../../content/site/telegram-preview.ts';
import { guideIcon, hasGuideIcon } from './guide-icons.ts';

describe('guide icons', () => {
  const used = [...telegramNotifications, ...technicalRequirements, ...configurationOptions].map(
    (item) => item.icon,
  );

  it('maps every icon the guide pages name', () => {
    expect(used.filter((name) => !hasGuideIcon(name))).toEqual([]);
    for (const name of used) expect(guideIcon(name)).not.toBe(CircleDot);
  });

  it('falls back to a neutral icon for a name it does not know', () => {
    expect(hasGuideIcon('Airplay')).toBe(false);
    expect(guideIcon('Airplay')).toBe(CircleDot);
  });
});
