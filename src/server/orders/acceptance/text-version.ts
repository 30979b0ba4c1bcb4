import { createHash } from 'node:crypto';
import type { LegalDocument } from '../../../shared/legal/legal-document.ts';

/** A version is this many hex digits of the text's SHA-256: short enough to quote in a receipt. */
export const VERSION_HEX_DIGITS = 12;

/** The version of a text: the start of its SHA-256. The same text always has the same version. */
export function textVersion(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, VERSION_HEX_DIGITS);
}

/**
 * A legal page's words in reading order, one part a line: the title, the revision date, the
 * introduction, then each section's heading, paragraphs and list. Any word changed on the page
 * changes this text, and with it the version.
 */
export function legalDocumentText(document: LegalDocument): string {
  return [
    document.title,
    document.updated,
    document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.list ?? []).map((item) => `- ${item}`),
    ]),
  ].join('\n');
}
