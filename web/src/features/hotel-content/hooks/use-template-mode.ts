import { useSearchParams } from 'react-router';
import { rebuildsFormsState } from '@web/lib/unsaved-changes/rebuilds-forms';

/**
 * What the content page edits: the hotel's own content (/active-content, the default, so arriving from the
 * sidebar never edits a template without a word), or one template (?templateId={id}), chosen in the page's
 * 'Editing: …' switcher or from the template editor's 'Edit on content page'. `preview` (?preview=true with a
 * template, the spec's preview flag) hides 'My Rooms' and opens every feature group.
 */
export function useTemplateMode(): {
  templateId: string | null;
  preview: boolean;
  /** Switches to a template's content, or back to the hotel's (null). */
  choose(templateId: string | null): void;
} {
  const [params, setParams] = useSearchParams();
  const templateId = params.get('templateId') || null;
  const preview = templateId !== null && params.get('preview') === 'true';
  // The page's workspace is rebuilt for what it edits, so the switch asks 'Discard changes?' first while a
  // form holds unsaved text, as leaving the page does (the signed-in app's UnsavedChangesPrompt).
  const choose = (next: string | null) => {
    if (next === templateId) return;
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.delete('preview');
        if (next) changed.set('templateId', next);
        else changed.delete('templateId');
        return changed;
      },
      { state: rebuildsFormsState },
    );
  };
  return { templateId, preview, choose };
}
