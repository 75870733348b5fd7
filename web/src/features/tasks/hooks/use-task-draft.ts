import { useState, type FormEvent } from 'react';
import type { TaskPriority } from '@common/tasks/schemas';
import { errorMessage } from '@web/lib/api-client';
import { withTypedTag } from '@web/lib/tags/with-typed-tag';

export interface TaskDraft {
  title: string;
  priority: TaskPriority;
  /** YYYY-MM-DD from the date input; '' when the user cleared it. */
  dueDate: string;
  tags: string[];
}

interface TaskDraftOptions {
  initial: TaskDraft;
  saving: boolean;
  /** Saves the draft; throws with the server's reason when it refuses. */
  save(draft: TaskDraft): Promise<void>;
}

/**
 * A task while it is being written, shared by the Add Task and Edit Task dialogs: it cannot be saved with a
 * blank title (after trimming) or without a due date, a second submit while saving does nothing, and a failure
 * keeps everything typed so the user can try again. A tag typed without Enter is added on save, as Enter adds it.
 */
export function useTaskDraft({ initial, saving, save }: TaskDraftOptions) {
  const [draft, setDraft] = useState(initial);
  /** The tag being typed in the tags field, not yet added with Enter. */
  const [typedTag, setTypedTag] = useState('');
  /** null: no failure; '': failed without a reason to show; otherwise the server's reason. */
  const [failure, setFailure] = useState<string | null>(null);
  const ready = draft.title.trim() !== '' && draft.dueDate !== '';

  const change = (fields: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...fields }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || saving) return;
    setFailure(null);
    // The typed tag becomes a chip, so after a refusal it shows among the tags being saved.
    const toSave = { ...draft, tags: withTypedTag(draft.tags, typedTag) };
    setDraft(toSave);
    setTypedTag('');
    try {
      await save(toSave);
    } catch (error) {
      setFailure(errorMessage(error, ''));
    }
  };

  return { draft, change, typedTag, setTypedTag, ready, failure, submit };
}
