import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { artRarityLabels } from '../../shared/art-display.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { formatUtcDateTime } from '../../shared/utc-dates.ts';
import type { ArtEditionFacts } from './art-package-facts.ts';

type PdfLib = typeof PdfLibModule;

/**
 * pdf-lib is loaded with the first certificate rather than at start-up: only art deliveries use
 * it, and it costs every server process about 8 MB and a tenth of a second to load.
 */
let pdfLib: Promise<PdfLib> | undefined;
const loadPdfLib = () => (pdfLib ??= import('pdf-lib'));

const inks = ({ rgb }: PdfLib) => ({
  BRAND: rgb(4 / 255, 120 / 255, 87 / 255),
  INK: rgb(15 / 255, 23 / 255, 42 / 255),
  MUTED: rgb(71 / 255, 85 / 255, 105 / 255),
});
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 96;

/** The certificate's facts, label by label, in the order printed. */
export function certificateRows(facts: ArtEditionFacts): [string, string][] {
  const { seller } = facts;
  return [
    ['Collection', facts.collection.name],
    ['Rarity', artRarityLabels[facts.collection.rarity]],
    ['Edition', `${facts.editionNumber} of ${facts.editionOf}`],
    ['Owner', facts.ownerEmail],
    ['Purchase date', formatUtcDateTime(facts.issuedAt)],
    ['Verification code', facts.verificationCode],
    ['Verify online', facts.verifyUrl],
    ['Seller', `${seller.name}, ${seller.address}`],
  ];
}

/**
 * The certificate of authenticity: one A4 landscape page. Every date in the file is the edition's
 * issue date, so the same edition always gives the same bytes (the package's checksum is its
 * download ETag, and a rebuilt package must match).
 */
export async function certificatePdf(facts: ArtEditionFacts): Promise<Uint8Array> {
  const pdf = await loadPdfLib();
  const { PDFDocument, StandardFonts } = pdf;
  const { BRAND, INK, MUTED } = inks(pdf);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = `Certificate of Authenticity: ${facts.collection.name} #${facts.editionNumber}`;
  doc.setTitle(title);
  doc.setSubject(
    `${facts.collection.name}, ${artRarityLabels[facts.collection.rarity]}, edition ${facts.editionNumber} of ${facts.editionOf}`,
  );
  doc.setKeywords(['certificate of authenticity', facts.verificationCode]);
  doc.setAuthor(facts.seller.name);
  doc.setCreator(siteConfig.brand);
  doc.setProducer(siteConfig.brand);
  doc.setCreationDate(facts.issuedAt);
  doc.setModificationDate(facts.issuedAt);
  doc.setLanguage('en');

  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRomanBold),
    mono: await doc.embedFont(StandardFonts.CourierBold),
  };
  const page = doc.addPage([PAGE.width, PAGE.height]);
  drawFrame(page, BRAND);
  const write = writer(page);

  write(siteConfig.brand.toUpperCase(), { font: fonts.bold, size: 12, y: 506, color: BRAND });
  write('Certificate of Authenticity', { font: fonts.serif, size: 34, y: 462, color: INK });
  write(
    `This certifies that the holder of this document owns a genuine, numbered edition of a digital artwork issued by ${siteConfig.brand}.`,
    { font: fonts.regular, size: 10.5, y: 436, color: MUTED },
  );
  write(facts.collection.name, { font: fonts.serif, size: 26, y: 392, color: INK });
  write(
    `${artRarityLabels[facts.collection.rarity]}  ·  Edition ${facts.editionNumber} of ${facts.editionOf}`,
    { font: fonts.bold, size: 13, y: 368, color: BRAND },
  );

  const labelX = MARGIN + 40;
  const valueX = labelX + 130;
  let y = 322;
  for (const [label, value] of certificateRows(facts)) {
    const font = label === 'Verification code' ? fonts.mono : fonts.bold;
    write(label, { font: fonts.regular, size: 10.5, y, color: MUTED, x: labelX });
    const link = label === 'Verify online';
    const drawn = write(value, { font, size: 11.5, y, color: link ? BRAND : INK, x: valueX });
    if (link) addLink(pdf, doc, page, facts.verifyUrl, valueX, y, drawn);
    y -= 24;
  }

  write(`Anyone can confirm this certificate at ${facts.verifyUrl}`, {
    font: fonts.regular,
    size: 9,
    y: 92,
    color: MUTED,
  });
  write(
    'The usage rights of this edition are in usage-rights.md, delivered with this certificate.',
    { font: fonts.regular, size: 9, y: 78, color: MUTED },
  );
  return doc.save();
}

function drawFrame(page: PDFPage, BRAND: RGB) {
  const inset = (by: number) => ({
    x: by,
    y: by,
    width: PAGE.width - 2 * by,
    height: PAGE.height - 2 * by,
  });
  page.drawRectangle({ ...inset(24), borderColor: BRAND, borderWidth: 3 });
  page.drawRectangle({ ...inset(34), borderColor: BRAND, borderWidth: 0.75 });
  page.drawLine({
    start: { x: PAGE.width / 2 - 60, y: 346 },
    end: { x: PAGE.width / 2 + 60, y: 346 },
    thickness: 0.75,
    color: BRAND,
  });
}

interface TextStyle {
  font: PDFFont;
  size: number;
  y: number;
  color: RGB;
  /** Left edge; centred on the page without one. */
  x?: number;
}

/**
 * Draws one line that always fits: text the standard fonts cannot show is spelled with the
 * nearest letters they have, and a long line (a 120-character name) is set smaller.
 */
function writer(page: PDFPage) {
  return (raw: string, style: TextStyle) => {
    const text = printable(raw, style.font);
    const maxWidth = PAGE.width - 2 * MARGIN - (style.x === undefined ? 0 : style.x - MARGIN);
    let size = style.size;
    while (size > 6 && style.font.widthOfTextAtSize(text, size) > maxWidth) size -= 0.5;
    const width = style.font.widthOfTextAtSize(text, size);
    const x = style.x ?? (PAGE.width - width) / 2;
    page.drawText(text, { x, y: style.y, size, font: style.font, color: style.color });
    return { width, size };
  };
}

/** Characters outside the font's set: accents dropped where that helps, "?" otherwise. */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0) ?? 0)) return char;
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...plain].every((part) => known.has(part.codePointAt(0) ?? 0)) && plain ? plain : '?';
    })
    .join('');
}

/** Makes the printed verify address clickable in PDF readers. */
function addLink(
  { PDFName, PDFString }: PdfLib,
  doc: PDFDocument,
  page: PDFPage,
  url: string,
  x: number,
  y: number,
  drawn: { width: number; size: number },
) {
  const link = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y - 3, x + drawn.width, y + drawn.size],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
}
