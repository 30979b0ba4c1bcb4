import { hasForbiddenCharacters } from './text.ts';

/** RFC 5321 limits: the whole address and its local part. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/**
 * One mailbox and nothing else: no list of addresses, no display name ("Ada <ada@x.io>"), no
 * comments or quoted parts. Mail goes to exactly the address typed, so a form can never be used
 * to send the shop's mail (or a download link) to anyone else.
 */
const SINGLE_MAILBOX =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const LIST_OR_NAME = /[,;<>\s"()]/;

export function isSingleMailbox(value: string): boolean {
  const at = value.lastIndexOf('@');
  return (
    value.length <= EMAIL_MAX_LENGTH &&
    at > 0 &&
    at <= LOCAL_PART_MAX_LENGTH &&
    !LIST_OR_NAME.test(value) &&
    !hasForbiddenCharacters(value) &&
    SINGLE_MAILBOX.test(value)
  );
}
