import { describe, expect, it } from 'vitest';
import { softwareLicense } from './software-license.ts';

// The page, its route and the footer spell it "License"; the bot's own file and API keep "licence".
describe('software license page text', () => {
  it('uses one spelling, "license", in every heading and paragraph', () => {
    const text = [
      softwareLicense.title,
      softwareLicense.intro,
      ...softwareLicense.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
    ].join('\n');
    expect(text).toMatch(/license key/);
    expect(text).not.toMatch(/licence/i);
  });
});
