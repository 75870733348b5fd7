import { useCallback, useState } from 'react';

/**
 * Which templates the user has unticked in 'My Templates'. Kept as the hidden ones, so that every template
 * starts ticked, including one that arrives later (spec part 2, section 2).
 */
export function useHiddenTemplates() {
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(() => new Set());
  const setShown = useCallback((id: string, shown: boolean) => {
    setHiddenIds((current) => {
      const next = new Set(current);
      if (shown) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  return { hiddenIds, setShown };
}
