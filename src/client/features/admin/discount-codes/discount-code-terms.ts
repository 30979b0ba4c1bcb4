import type { AdminDiscountCode } from '../../../../shared/discount-codes.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';

const targets = { bot: 'the bot', art: 'art pieces', all: 'everything' } as const;

/** "15% off the bot", "$10.00 off everything". */
export function discountSummary(code: AdminDiscountCode): string {
  const off =
    code.percentOff !== null ? `${code.percentOff}%` : formatUsd(code.amountOffCents ?? 0);
  return `${off} off ${targets[code.appliesTo]}`;
}

/** "3 taken · 2 left", or "3 taken · no limit". */
export function usesSummary(code: AdminDiscountCode): string {
  const left = code.usesLeft === null ? 'no limit' : `${code.usesLeft} left`;
  const perEmail = code.perEmailLimit === null ? '' : ` · ${code.perEmailLimit} per email`;
  return `${code.usesTaken} taken · ${left}${perEmail}`;
}

/** When the code works, in the owner's time; empty when always. */
export function windowSummary(code: AdminDiscountCode): string {
  const from = code.startsAt ? `from ${formatShortLocalTime(code.startsAt)}` : '';
  const until = code.endsAt ? `until ${formatShortLocalTime(code.endsAt)}` : '';
  return [from, until].filter(Boolean).join(' ');
}
