import { useCallback } from 'react';

/** Room left above a section when a tab scrolls to it (spec part 2, section 9). */
export const sectionScrollOffset = 100;

/**
 * Scrolls smoothly to a section, 100 px above its top (instantly for visitors who ask for reduced motion), and
 * moves keyboard focus there so that the next Tab continues in that section.
 */
export function useSectionScroll() {
  return useCallback((sectionId: string) => {
    const section = document.getElementById(sectionId);
    if (!section) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({
      top: section.getBoundingClientRect().top + window.scrollY - sectionScrollOffset,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
    section.focus({ preventScroll: true });
  }, []);
}
