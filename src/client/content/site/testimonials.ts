import type { Testimonial } from './types.ts';

/*
 * The three below are invented samples and the page labels them so. Replace each with a real
 * review from a buyer who agreed to be quoted (name, wording and rating as they gave them), with
 * `consent` recorded and `sample` removed: see "Testimonials" in the README. Invented reviews
 * presented as real would mislead visitors and breach the Fair Trading Act 1986.
 */

/**
 * Shown with a "Sample review" label: flagged as a sample, or with no recorded consent to be
 * quoted. Only a review with consent and no sample flag is shown as a buyer's own words.
 */
export const isSampleReview = (testimonial: Testimonial) =>
  testimonial.sample === true || !testimonial.consent;

/** Three testimonials, rated 5, 5 and 4.5 (home page). */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'daniel-m',
    sample: true,
    name: 'Daniel M.',
    initials: 'DM',
    title: 'Part-time trader',
    quote:
      'I had tried to write my own bot twice and given up both times. With Cryptomaton I was running on the Binance testnet the same evening, left it there for three weeks, then went live with small positions. The Telegram alerts mean I no longer check charts every hour.',
    rating: 5,
  },
  {
    id: 'priya-n',
    sample: true,
    name: 'Priya N.',
    initials: 'PN',
    title: 'Long-term investor, not a programmer',
    quote:
      'I cannot code, so the setup guide was what mattered to me. The VPS section explained every command, and when I hit a timestamp error support answered within a day. I use the conservative profile: small positions, a stop on every trade, and it pauses itself after a losing streak.',
    rating: 5,
  },
  {
    id: 'tom-h',
    sample: true,
    name: 'Tom H.',
    initials: 'TH',
    title: 'Swing trader, six years in crypto',
    quote:
      'Readable code and sensible risk settings out of the box. Results have been mixed, as you would expect: a quiet, slightly negative month when the market went sideways. But it follows its rules without emotion, which is what I bought it for. Half a star off because I would like more options on /chart.',
    rating: 4.5,
  },
];
