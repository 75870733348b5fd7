import { useState } from 'react';
import type { RoomFacts } from '@common/rooms/room-facts';
import { ApiError } from '@web/lib/api-client';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { changedFacts, draftOfFacts, factsOfDraft, sameDraft, type RoomFactsDraft } from './room-facts-draft';

/**
 * A room's facts while they are edited, beside its name and type: unsaved changes are guarded like theirs, and a
 * refusal's field messages (the server's, in the interface language) are kept per field until the next save.
 */
export function useRoomFactsDraft(initial: RoomFacts) {
  const [start] = useState(() => draftOfFacts(initial));
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useUnsavedChangesGuard(!sameDraft(draft, start));

  return {
    draft,
    errors,
    change: (next: RoomFactsDraft) => setDraft(next),
    /** The facts changed since the form opened: a save sends only what the user changed. */
    input: () => changedFacts(factsOfDraft(start), factsOfDraft(draft)),
    /** Before a save: the last refusal's messages go. */
    clearErrors: () => setErrors({}),
    /** After a refusal: its messages under their fields; true when it named any fact. */
    showErrors: (error: unknown) => {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      return Object.keys(fields).length > 0;
    },
  };
}

export type RoomFactsDraftState = ReturnType<typeof useRoomFactsDraft>;
