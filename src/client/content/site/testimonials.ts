import type { Testimonial } from './types.ts';

/*
 * Before launch, replace these with real reviews from buyers who agreed to be quoted (name,
 * wording and rating as they gave them). Invented reviews presented as real would mislead
 * visitors and breach the Fair Trading Act 1986.
 */

/** Three testimonials, rated 5, 5 and 4.5 (home page). */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'daniel-m',
    name: 'Daniel M.',
    initials: 'DM',
    title: 'Part-time trader',
    quote:
      'I had tried to write my own bot twice and given up both times. With Cryptomaton I was running on the Binance testnet the same evening, left it there for three weeks, then went live with small positions. The Telegram alerts mean I no longer check charts every hour.',
    rating: 5,
  },
  {
    id: 'priya-n',
    name: 'Priya N.',
    initials: 'PN',
    title: 'Long-term investor, not a programmer',
    quote:
      'I cannot code, so the setup guide was what mattered to me. The VPS section explained every command, and when I hit a timestamp error support answered within a day. I use the conservative profile: small positions, a stop on every trade, and it pauses itself after a losing streak.',
    rating: 5,
  },
  {
    id: 'tom-h',
    name: 'Tom H.',
    initials: 'TH',
    title: 'Swing trader, six years in crypto',
    quote:
      'Readable code and sensible risk settings out of the box. Results have been mixed, as you would expect: a quiet, slightly negative month when the market went sideways. But it follows its rules without emotion, which is what I bought it for. Half a star off because I would like more options on /chart.',
    rating: 4.5,
  },
];
