import { useState } from 'react';
import type { TemplateView } from '@common/templates/schemas';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import type { PickedTemplateImage } from '../picker-slot';
import {
  draftOf,
  withCover,
  withImage,
  withoutImage,
  withoutTag,
  withStartDate,
  withTag,
  type TemplateDraft,
} from '../template-draft';

type TextField = 'name' | 'description' | 'offerText' | 'endDate';

/** The editor's values while the user edits, changed only through the template rules. */
export function useTemplateDraft(template: TemplateView | null, today: string) {
  const [initial] = useState(() => draftOf(template));
  const [draft, setDraft] = useState(initial);
  /** The tag being typed in the tags field, not yet added with Enter: Save adds it. */
  const [typedTag, setTypedTag] = useState('');
  useUnsavedChangesGuard(
    typedTag.trim() !== '' || (draft !== initial && JSON.stringify(draft) !== JSON.stringify(initial)),
  );
  return {
    draft,
    typedTag,
    setTypedTag,
    /**
     * The draft to save, with a tag typed without Enter added as Enter adds it; the tag becomes a chip, so after
     * a refusal it shows among the tags that were sent.
     */
    takeTypedTag: () => {
      const withTyped = withTag(draft, typedTag);
      setDraft(withTyped);
      setTypedTag('');
      return withTyped;
    },
    setText: (field: TextField, value: string) => setDraft((current) => ({ ...current, [field]: value })),
    setCategory: (category: TemplateDraft['category']) => setDraft((current) => ({ ...current, category })),
    setPublished: (isPublished: boolean) => setDraft((current) => ({ ...current, isPublished })),
    setStartDate: (startDate: string) => setDraft((current) => withStartDate(current, startDate, today)),
    addTag: (tag: string) => setDraft((current) => withTag(current, tag)),
    removeTag: (tag: string) => setDraft((current) => withoutTag(current, tag)),
    addImage: (image: PickedTemplateImage) => setDraft((current) => withImage(current, image)),
    removeImage: (assetId: string) => setDraft((current) => withoutImage(current, assetId)),
    setCover: (assetId: string) => setDraft((current) => withCover(current, assetId)),
  };
}

export type TemplateDraftState = ReturnType<typeof useTemplateDraft>;
