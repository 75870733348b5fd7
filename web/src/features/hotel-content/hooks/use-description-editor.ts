import { useState } from 'react';
import { errorMessage } from '@web/lib/api-client';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { useDescription } from '../api/get-description';
import { useSaveDescription } from '../api/save-description';
import { useContentTexts } from '@web/locales/content';

interface EditorState {
  /** The hotel (null) or room the state belongs to. */
  roomId: string | null;
  /** The text being edited; null in view mode. */
  draft: string | null;
  failure: string | null;
  saved: boolean;
  /** Which 'Speichern' saved last, so its outcome is shown beside that button. */
  savedFrom: SaveOrigin;
}

export type SaveOrigin = 'header' | 'tab';

const fresh = (roomId: string | null): EditorState => ({
  roomId,
  draft: null,
  failure: null,
  saved: false,
  savedFrom: 'tab',
});

/**
 * The page's description, in view or edit mode. It lives at page level because two buttons save it: the
 * Description tab's and the header's 'Speichern' (DECISIONS.md 21), and what was typed survives a look at
 * another tab. Selecting another room (or the hotel) starts over in view mode (spec part 2, section 4).
 */
export function useDescriptionEditor(
  hotelId: string,
  roomId: string | null,
  /**
   * In template mode, the template's text, which the hotel's view shows and edits instead of its own, even when
   * empty (spec part 2, section 4); null for the hotel's own content.
   */
  templateText: string | null = null,
) {
  const t = useContentTexts();
  const description = useDescription(hotelId, roomId);
  const saveDescription = useSaveDescription(hotelId, roomId);
  const [stored, setState] = useState(() => fresh(roomId));
  // Resetting while rendering (not in an effect) keeps the old room's draft from showing for a frame.
  if (stored.roomId !== roomId) setState(fresh(roomId));
  const state = stored.roomId === roomId ? stored : fresh(roomId);
  // In template mode the hotel's text is the template's, which has no language of its own (yet).
  const ownText = roomId !== null || templateText === null;
  const content = ownText ? (description.data?.content ?? '') : (templateText ?? '');
  useUnsavedChangesGuard(state.draft !== null && state.draft !== content);

  const update = (change: Partial<EditorState>) =>
    setState((current) => (current.roomId === roomId ? { ...current, ...change } : current));

  const save = async (from: SaveOrigin) => {
    if (state.draft === null || saveDescription.isPending) return;
    update({ failure: null, saved: false, savedFrom: from });
    try {
      // In the language the page shows it in (the primary language for a new one), never a guessed one.
      await saveDescription.mutateAsync({ content: state.draft, language: description.data?.language });
    } catch (error) {
      // The typed text stays in the editor, so nothing is lost (DECISIONS.md 27).
      update({ failure: errorMessage(error, t('description.saveFailed')) });
      return;
    }
    update({ draft: null, saved: true });
  };

  return {
    description,
    /** The hotel's or room's own description (not a template's text): its language is shown and kept. */
    ownText,
    /** The language the description is written in, or will be saved in; null in template mode. */
    language: ownText ? (description.data?.language ?? null) : null,
    content,
    editing: state.draft !== null,
    draft: state.draft ?? content,
    failure: state.failure,
    saved: state.saved,
    savedFrom: state.savedFrom,
    saving: saveDescription.isPending,
    /** Edit mode, with the saved text or a given one (a generated variant, the assistant's rewrite). */
    edit: (text?: string) => update({ draft: text ?? state.draft ?? content, failure: null, saved: false }),
    setDraft: (draft: string) => update({ draft }),
    cancel: () => update({ draft: null, failure: null }),
    save,
  };
}

export type DescriptionEditor = ReturnType<typeof useDescriptionEditor>;
