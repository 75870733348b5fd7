import { useEffect, useRef } from 'react';

/**
 * A ref for an element at the end of a list; when it scrolls near the viewport, `loadMore` runs. The
 * observer is rebuilt whenever `enabled` turns on again (after each page), so a sentinel that is still
 * visible on a tall screen keeps loading until the screen is filled.
 */
export function useLoadMore<T extends Element>(loadMore: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
