import { useEffect, useState } from 'react';
import { shownWhileHydrating } from '../early-controls/hand-over.ts';
import { shownScrolled } from '../early-controls/shown-state.ts';

/**
 * True once the page has scrolled further than `threshold` pixels. While hydrating, it starts
 * from what the header shows: the early script marks a scroll before React is there.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => shownWhileHydrating(shownScrolled, false));
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
