/**
 * Puts text on the clipboard. Uses the async Clipboard API where the page may (a secure context
 * with permission), and falls back to a hidden textarea and `execCommand('copy')` for older or
 * locked-down browsers. Resolves false when neither worked, so the caller can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the old way below.
    }
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const active = document.activeElement;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  const copied = runCopyCommand();
  textarea.remove();
  if (active instanceof HTMLElement) active.focus({ preventScroll: true });
  return copied;
}

function runCopyCommand(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
