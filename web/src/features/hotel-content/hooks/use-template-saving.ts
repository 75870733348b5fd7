import { useState } from 'react';
import { useContentTexts } from '@web/locales/content';
import type { TemplateView } from '@common/templates/schemas';
import { useSaveToTemplate } from '../api/save-to-template';
import type { DescriptionEditor } from './use-description-editor';

export interface TemplateSaveOutcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * 'Im Template speichern' (spec part 2, sections 4, 5 and 8): the description shown (or being edited) and the
 * hotel gallery's images go into the active template. Refused while a room is selected: a template holds the
 * hotel's content, not a room's.
 */
export function useTemplateSaving(
  hotelId: string,
  template: TemplateView | null,
  roomId: string | null,
  editor: DescriptionEditor,
  readHotelImageIds: () => Promise<string[]>,
) {
  const t = useContentTexts();
  const mutation = useSaveToTemplate(hotelId);
  const [outcome, setOutcome] = useState<TemplateSaveOutcome | null>(null);

  const save = async () => {
    if (!template || mutation.isPending) return;
    if (roomId !== null) {
      setOutcome({ tone: 'error', text: t('page.roomSpecificToTemplate') });
      return;
    }
    setOutcome(null);
    try {
      const imageIds = await readHotelImageIds();
      const saved = await mutation.mutateAsync({
        templateId: template.id,
        content: { description: editor.draft, imageIds },
      });
      // The page now shows the template's stored text in view mode.
      editor.cancel();
      setOutcome({
        tone: 'success',
        text: t('templateMode.saved', { name: saved.template.name, count: imageIds.length }),
      });
    } catch {
      // What was typed stays in the editor (DECISIONS.md 27).
      setOutcome({ tone: 'error', text: t('templateMode.saveFailed') });
    }
  };

  return { save, saving: mutation.isPending, outcome, dismiss: () => setOutcome(null) };
}

export type TemplateSaving = ReturnType<typeof useTemplateSaving>;
