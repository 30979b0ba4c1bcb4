import { describe, expect, it } from 'vitest';
import type { LegalDocument } from '../../../shared/legal/legal-document.ts';
import { riskDisclaimer } from '../../../shared/legal/risk-disclaimer.ts';
import { softwareLicense } from '../../../shared/legal/software-license.ts';
import { acceptedVersions } from './accepted-versions.ts';
import { legalDocumentText, textVersion } from './text-version.ts';

const versionOf = (document: LegalDocument) => textVersion(legalDocumentText(document));

/** Every way a page's words can change: one word in each part of the document. */
function edits(document: LegalDocument): [string, LegalDocument][] {
  const [first, ...rest] = document.sections;
  if (!first) throw new Error('a legal page without sections');
  const listed = document.sections.findIndex((section) => section.list?.length);
  const withList = document.sections.map((section, index) =>
    index === listed ? { ...section, list: [...(section.list ?? []), 'One more duty.'] } : section,
  );
  return [
    ['the title', { ...document, title: `${document.title}s` }],
    ['the revision date', { ...document, updated: '1 January 2027' }],
    ['the introduction', { ...document, intro: document.intro.replace(/\.$/, '!') }],
    ['a heading', { ...document, sections: [{ ...first, heading: `${first.heading}.` }, ...rest] }],
    [
      'a paragraph',
      {
        ...document,
        sections: [{ ...first, paragraphs: [...first.paragraphs, 'A new sentence.'] }, ...rest],
      },
    ],
    ['a list', { ...document, sections: withList }],
  ];
}

describe('the versions of the texts a buyer accepts', () => {
  it('are 12 hex digits of the SHA-256 of the text, the same every time', () => {
    expect(textVersion('abc')).toBe('ba7816bf8f01');
    expect(versionOf(riskDisclaimer)).toBe(versionOf(structuredClone(riskDisclaimer)));
    expect(acceptedVersions()).toEqual({
      disclaimer: versionOf(riskDisclaimer),
      licence: versionOf(softwareLicense),
    });
    expect(acceptedVersions().disclaimer).not.toBe(acceptedVersions().licence);
  });

  it.each([
    ['Risk Disclaimer', riskDisclaimer],
    ['Software License', softwareLicense],
  ])('change when any word of the %s changes', (_, document) => {
    const current = versionOf(document);
    for (const [part, edited] of edits(document)) {
      expect(versionOf(edited), part).not.toBe(current);
    }
  });

  it('tell a word moved between parts from the same words in place', () => {
    const [first] = riskDisclaimer.sections;
    if (!first) throw new Error('no sections');
    const moved: LegalDocument = {
      ...riskDisclaimer,
      sections: [{ ...first, paragraphs: [first.paragraphs.join(' ')] }],
    };
    expect(versionOf(moved)).not.toBe(versionOf({ ...riskDisclaimer, sections: [first] }));
  });
});
