import type { LegalSection } from '../../content/site/types.ts';

/** A section's number, its heading without the number, and the id its table-of-contents link targets. */
export interface SectionAnchor {
  readonly id: string;
  readonly number: string;
  readonly title: string;
}

const NUMBERED = /^(\d+)\.\s+(.*)$/;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Splits "7. Sales are final" into its number and title, numbering unnumbered headings by
 * position, and gives every section a readable, unique id such as "sales-are-final".
 */
export function sectionAnchors(sections: readonly LegalSection[]): SectionAnchor[] {
  const used = new Set<string>();
  return sections.map((section, index) => {
    const match = NUMBERED.exec(section.heading.trim());
    const number = match?.[1] ?? String(index + 1);
    const title = match?.[2] ?? section.heading.trim();
    const base = slugify(title) || `section-${number}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { id, number, title };
  });
}
