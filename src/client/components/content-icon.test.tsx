// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { features } from '../content/site/features.ts';
import { indicators } from '../content/site/indicators.ts';
import { packageContents } from '../content/site/package-contents.ts';
import { configurationOptions, technicalRequirements } from '../content/site/steps.ts';
import { telegramNotifications } from '../content/site/telegram-preview.ts';
import { ContentIcon } from './content-icon.tsx';

describe('ContentIcon', () => {
  it('has a drawing for every icon the page content names', () => {
    const named = [
      ...features,
      ...indicators,
      ...packageContents,
      ...technicalRequirements,
      ...configurationOptions,
      ...telegramNotifications,
    ].map((item) => item.icon);
    for (const name of named) {
      const { container } = render(<ContentIcon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('class'), name).toContain(
        `lucide-${name.replace(/([a-z0-9])([A-Z])|([a-z])([0-9])/g, (_m, a, b, c, d) => (a ? `${a}-${b}` : `${c}-${d}`)).toLowerCase()}`,
      );
    }
  });
});
