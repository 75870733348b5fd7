import { useCallback, useState } from 'react';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';

export interface TranslationDrafts {
  /** What was typed into a text and not saved yet; undefined while nothing was. */
  get(key: string): string | undefined;
  set(key: string, text: string): void;
  drop(key: string): void;
}

/**
 * The translations typed and not saved yet, by text and language. They live above the list, so reading the
 * texts again (after a save, a run) or switching languages never loses them; while any is held, leaving the page
 * asks 'Discard changes?' like the page's other texts.
 */
export function useTranslationDrafts(): TranslationDrafts {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(() => new Map());
  useUnsavedChangesGuard(drafts.size > 0);
  const set = useCallback(
    (key: string, text: string) => setDrafts((current) => new Map(current).set(key, text)),
    [],
  );
  const drop = useCallback(
    (key: string) =>
      setDrafts((current) => {
        if (!current.has(key)) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      }),
    [],
  );
  return { get: (key) => drafts.get(key), set, drop };
}
