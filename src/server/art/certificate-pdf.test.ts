import { PDFDocument, PDFName, type PDFDict, type PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { artEditionFacts } from '../testing/art-fixtures.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { pdfTextLines } from '../testing/pdf-text.ts';

const facts = artEditionFacts(
  { id: 1, name: 'Nebula Genesis', description: 'Stars.', rarity: 'epic' },
  { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
);

describe('certificate of authenticity', () => {
  it('states the edition’s facts, read back from the PDF’s own text', async () => {
    const lines = await pdfTextLines(await certificatePdf(facts));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Certificate of Authenticity',
        'Nebula Genesis',
        'Epic  ·  Edition 3 of 10',
        'Collection',
        'Rarity',
        'Epic',
        'Edition',
        '3 of 10',
        'Owner',
        'ada@example.com',
        'Purchase date',
        'November 22, 2026 at 8:08 PM UTC',
        'Verification code',
        'ABCDE-FGHJK-LMNPQ-RSTUV',
        'Verify online',
        facts.verifyUrl,
        'Seller',
        'Cryptomaton, New Zealand',
      ]),
    );
    // Each label is followed by its value.
    expect(lines[lines.indexOf('Owner') + 1]).toBe('ada@example.com');
    expect(lines[lines.indexOf('Verification code') + 1]).toBe('ABCDE-FGHJK-LMNPQ-RSTUV');
  });

  it('carries its facts in the document properties, and a working verify link', async () => {
    const doc = await PDFDocument.load(await certificatePdf(facts));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Certificate of Authenticity: Nebula Genesis #3');
    expect(doc.getSubject()).toBe('Nebula Genesis, Epic, edition 3 of 10');
    expect(doc.getKeywords()).toContain('ABCDE-FGHJK-LMNPQ-RSTUV');
    expect(doc.getCreationDate()).toEqual(facts.issuedAt);
    const annotations = doc.getPage(0).node.Annots()?.asArray() ?? [];
    const uris = annotations.map((ref) => {
      const action = (doc.context.lookup(ref) as PDFDict).lookup(PDFName.of('A')) as PDFDict;
      return (action.lookup(PDFName.of('URI')) as PDFString).decodeText();
    });
    expect(uris).toEqual([facts.verifyUrl]);
  });

  it('is the same bytes every time for the same edition', async () => {
    expect(Buffer.from(await certificatePdf(facts))).toEqual(
      Buffer.from(await certificatePdf(facts)),
    );
  });

  it('prints names the standard fonts lack, and a very long name, without failing', async () => {
    const unusual = {
      ...facts,
      collection: { ...facts.collection, name: `Névoa Ōrbita 星雲 ${'Long '.repeat(22)}`.trim() },
    };
    const lines = await pdfTextLines(await certificatePdf(unusual));
    expect(lines).toContain(`Névoa Orbita ?? ${'Long '.repeat(22)}`.trim());
  });
});
