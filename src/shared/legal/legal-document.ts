/**
 * A legal page's text. The pages render it; the server hashes the risk disclaimer and the
 * licence into the versions a buyer accepts at checkout, so the text lives where both can read it.
 */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** Display date of the last revision, e.g. '22 November 2026'. */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}
