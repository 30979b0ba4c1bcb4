import { interfaceLimits } from '../../shared/site-config.ts';
import { layOutWholePage } from './whole-page.ts';

/** Scrolls so the section's top sits just under the fixed header (80 px offset). */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  // Bands out of view may stand at an estimated height: measure the page as it really is.
  layOutWholePage();
  const top =
    element.getBoundingClientRect().top + window.scrollY - interfaceLimits.anchorScrollOffsetPx;
  window.scrollTo({ top, behavior });
  return true;
}

const WAIT_FOR_SECTION_MS = 3_000;

/**
 * After navigating home the page's code may still be loading; keep looking for the section on
 * each frame for a short while instead of giving up after one try.
 */
export function scrollToSectionWhenRendered(id: string, onDone?: () => void): void {
  const deadline = performance.now() + WAIT_FOR_SECTION_MS;
  const attempt = () => {
    if (scrollToSection(id)) {
      onDone?.();
      return;
    }
    if (performance.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}
