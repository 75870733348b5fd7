import { useState, type FormEvent } from 'react';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';

interface RoomDraftOptions {
  initialName?: string;
  initialType?: string;
  saving: boolean;
  /** Saves the name and type; throws with the server's reason when it refuses. */
  save(name: string, type: string): Promise<void>;
  /** After a save, start over with blank fields (forms that add one room after another). */
  clearAfterSave?: boolean;
  /** The part of a failure shown under the form's own failure text (the server's reason, or ''). */
  failureDetail(error: unknown): string;
}

/**
 * A room's name and type while it is being written, shared by every room form: a blank name (after trimming)
 * cannot be saved, a second submit while saving does nothing, and a failure keeps what was typed.
 */
export function useRoomDraft({
  initialName = '',
  initialType = '',
  saving,
  save,
  clearAfterSave = false,
  failureDetail,
}: RoomDraftOptions) {
  const [name, setName] = useState(initialName);
  const [type, setType] = useState(initialType);
  const [failure, setFailure] = useState<string | null>(null);
  const blank = name.trim() === '';
  useUnsavedChangesGuard(name !== initialName || type !== initialType);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    setFailure(null);
    try {
      await save(name, type);
      if (clearAfterSave) {
        setName('');
        setType('');
      }
    } catch (error) {
      setFailure(failureDetail(error));
    }
  };

  return { name, setName, type, setType, blank, failure, submit };
}
