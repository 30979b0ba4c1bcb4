import { Star, StarHalf } from 'lucide-react';

/** Five stars with halves, e.g. 4.5 → four full, one half; read out as "Rated 4.5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((position) => {
        if (rating >= position)
          return <Star key={position} className="size-5 fill-current" aria-hidden="true" />;
        if (rating >= position - 0.5) {
          return (
            <span key={position} className="relative size-5" data-half-star="">
              <Star className="absolute inset-0 size-5 text-amber-500/30" aria-hidden="true" />
              <StarHalf className="absolute inset-0 size-5 fill-current" aria-hidden="true" />
            </span>
          );
        }
        return <Star key={position} className="size-5 text-amber-500/30" aria-hidden="true" />;
      })}
    </div>
  );
}
