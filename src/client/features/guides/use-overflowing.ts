import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, kept up to date as it resizes (a hidden
 * tab panel measures 0 until it is shown). A scrollable block must be focusable so keyboard users
 * can scroll it; one that fits needs no extra tab stop.
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setOverflowing(element.scrollWidth > element.clientWidth + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
