import { useCallback, useState } from 'react';

/** Selection mode of the library; leaving it clears the selection (spec part 2, section 2). */
export function useAssetSelection() {
  const [active, setActive] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());

  const toggleMode = () => {
    setActive((on) => !on);
    setIds(new Set());
  };

  // Stable, so memoised cards do not re-render when another card is toggled.
  const toggle = useCallback(
    (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const exit = () => {
    setActive(false);
    setIds(new Set());
  };

  /** Keeps only these ids selected, e.g. the ones a partial delete could not remove. */
  const keepOnly = (keep: string[]) => setIds(new Set(keep));

  return { active, ids, toggleMode, toggle, exit, keepOnly };
}
