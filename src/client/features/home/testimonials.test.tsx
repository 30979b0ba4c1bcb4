// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isSampleReview, testimonials } from '../../content/site/testimonials.ts';
import type { Testimonial } from '../../content/site/types.ts';
import { Testimonials } from './testimonials.tsx';

afterEach(cleanup);

const review: Testimonial = {
  id: 'ada',
  name: 'Ada L.',
  initials: 'AL',
  title: 'Buyer',
  quote: 'Works.',
  rating: 5,
};

describe('isSampleReview', () => {
  it('counts a review as real only with consent recorded and no sample flag', () => {
    expect(isSampleReview(review)).toBe(true);
    expect(isSampleReview({ ...review, sample: true, consent: { agreedOn: '2026-11-22' } })).toBe(
      true,
    );
    expect(isSampleReview({ ...review, consent: { agreedOn: '2026-11-22' } })).toBe(false);
  });
});

describe('Testimonials', () => {
  it('labels each of the three invented reviews "Sample review"', () => {
    expect(testimonials).toHaveLength(3);
    expect(testimonials.every((t) => t.sample === true && !t.consent)).toBe(true);
    render(<Testimonials />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.textContent).toContain('Sample review');
  });
});
