/**
 * Control characters (C0, DEL, C1) have no place in anything a person types into the shop:
 * PostgreSQL refuses NUL outright, and the others hide text in mail and logs. Line breaks and
 * tabs are allowed only where a field is meant to hold several lines.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasForbiddenCharacters(value: string, options: { multiline?: boolean } = {}) {
  return (options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}
