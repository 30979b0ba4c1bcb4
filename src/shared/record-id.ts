import { z } from 'zod';

/**
 * The largest id a record can have: every id column is PostgreSQL's `integer`. A larger number
 * names no record, and the database refuses to even compare it, so it is refused here instead.
 */
export const RECORD_ID_MAX = 2_147_483_647;

export interface RecordIdMessages {
  /** Anything but a whole number of at least 1. */
  invalid?: string;
  /** A whole number past RECORD_ID_MAX. */
  tooLarge?: string;
}

const defaults: Required<RecordIdMessages> = {
  invalid: 'Please give the id as a whole number, such as 42.',
  tooLarge: 'There is no record with an id that large. Please check the number.',
};

// One message per bad id: each check stops the ones after it, so 1e19 is only "too large".
function bounded<Schema extends z.ZodNumber | z.ZodCoercedNumber>(
  schema: Schema,
  messages: RecordIdMessages,
) {
  const { invalid, tooLarge } = { ...defaults, ...messages };
  return schema
    .min(1, { message: invalid, abort: true })
    .max(RECORD_ID_MAX, { message: tooLarge, abort: true })
    .int(invalid);
}

/** An id sent as a JSON number (a request body). */
export function recordIdField(messages: RecordIdMessages = {}) {
  return bounded(z.number({ error: messages.invalid ?? defaults.invalid }), messages);
}

/** An id sent as text: a URL's path or query, or a form field the browser sends as a string. */
export function recordIdText(messages: RecordIdMessages = {}) {
  return bounded(z.coerce.number({ error: messages.invalid ?? defaults.invalid }), messages);
}
