import { z } from 'zod';
import { recordIdText } from '../record-id.ts';

/**
 * An order as the owner names it: by the reference buyers quote from their receipt
 * (`CM-F6BD8AA2CA`: "CM-" and the first 10 hex digits of the order's token hash), or by the
 * admin's id number.
 */
export type OrderKey = { reference: string } | { id: number };

/** A whole reference, any case, the dash optional (people copy it from mails and type it). */
const REFERENCE = /^CM-?([0-9A-F]{10})$/i;

/** How the order is named in messages: as the owner typed it, its reference or its id. */
export function orderKeyLabel(key: OrderKey): string {
  return 'reference' in key ? key.reference : String(key.id);
}

/**
 * A typed order reference or id (text, or a JSON number from older callers), read as an
 * `OrderKey`. The reference is normalised to how receipts print it.
 */
export function orderKeyText(messages: { invalid: string; tooLarge: string }) {
  const byId = recordIdText(messages);
  return z
    .union([z.string(), z.number()], { error: messages.invalid })
    .transform((value, context): OrderKey => {
      const typed = typeof value === 'string' ? value.trim() : value;
      const reference = typeof typed === 'string' ? REFERENCE.exec(typed)?.[1] : undefined;
      if (reference) return { reference: `CM-${reference.toUpperCase()}` };
      const id = byId.safeParse(typed);
      if (id.success) return { id: id.data };
      for (const issue of id.error.issues)
        context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}
