import { describe, expect, it } from 'vitest';
import { sectionAnchors } from './section-anchors.ts';

const section = (heading: string) => ({ heading, paragraphs: [] });

describe('sectionAnchors', () => {
  it('splits the number from the heading and slugs the title into an id', () => {
    expect(
      sectionAnchors([
        section('1. Our approach'),
        section('7. Sales are final once the download link has been accessed'),
        section('10. Your rights under New Zealand law'),
      ]),
    ).toEqual([
      { id: 'our-approach', number: '1', title: 'Our approach' },
      {
        id: 'sales-are-final-once-the-download-link-has-been-accessed',
        number: '7',
        title: 'Sales are final once the download link has been accessed',
      },
      {
        id: 'your-rights-under-new-zealand-law',
        number: '10',
        title: 'Your rights under New Zealand law',
      },
    ]);
  });

  it('numbers unnumbered headings by position and keeps ids unique', () => {
    expect(sectionAnchors([section('Contact'), section('Contact'), section('!!!')])).toEqual([
      { id: 'contact', number: '1', title: 'Contact' },
      { id: 'contact-2', number: '2', title: 'Contact' },
      { id: 'section-3', number: '3', title: '!!!' },
    ]);
  });
});
