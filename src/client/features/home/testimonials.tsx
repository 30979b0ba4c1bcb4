import { isSampleReview, testimonials } from '../../content/site/testimonials.ts';
import { StarRating } from '../../components/star-rating.tsx';

export function Testimonials() {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StarRating rating={testimonial.rating} />
              {isSampleReview(testimonial) ? (
                <span className="rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                  Sample review
                </span>
              ) : null}
            </div>
            <blockquote className="mt-4 flex-1 text-sm leading-6">“{testimonial.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                aria-hidden="true"
              >
                {testimonial.initials}
              </span>
              <span>
                <span className="block text-sm font-semibold">{testimonial.name}</span>
                <span className="block text-xs text-muted-foreground">{testimonial.title}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
