/**
 * Text typed into an island's form before React hydrated it (hydrate-on-demand.ts loads React
 * on the first focus, and typing goes on while it arrives). React keeps what the field shows
 * but starts from its own state, empty: the next keystroke would bring the text in, sending at
 * once would not. Once the island has hydrated, each such field is told to React as an input
 * event, as if typed now, with the caret where it was.
 */
const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'file',
  'hidden',
  'image',
  'radio',
  'reset',
  'submit',
]);

export function replayTypedText(container: Element): void {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  );
  for (const field of fields) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    const typed = field.value;
    // React sets the default to the value it rendered, so a difference is the visitor's typing.
    if (typed === field.defaultValue) continue;
    const { selectionStart, selectionEnd } = field;
    // Through the element's own setter, which React watches: it now holds the rendered value.
    field.value = field.defaultValue;
    // Through the prototype's, which React does not watch: the input event below is then news.
    const prototype =
      field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (field.ownerDocument.activeElement === field && selectionStart !== null) {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  }
}
