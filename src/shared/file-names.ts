/**
 * What a file name may not keep: control characters (C0, DEL, C1), invisible format characters
 * (every bidi control such as U+202E, which makes "invoice‮txt.exe" read "invoiceexe.txt", and
 * zero-width ones) and line or paragraph separators. They hide or reorder what a person sees in
 * the admin list, in the buyer's zip and in CHECKSUMS.txt.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name an uploaded file is kept under: the last part of the path the browser sent (either
 * slash), composed (NFC) so one name has one spelling, without hidden characters, trimmed. Empty
 * when nothing visible is left; the caller refuses that.
 */
export function storedFileName(raw: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? '';
  return base.normalize('NFC').replace(HIDDEN_CHARACTERS, '').trim();
}
