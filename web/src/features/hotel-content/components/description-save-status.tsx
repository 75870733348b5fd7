import { Alert } from '@web/components/ui/alert';
import { useContentTexts } from '@web/locales/content';
import type { DescriptionEditor, SaveOrigin } from '../hooks/use-description-editor';

/** The outcome of the last save, shown beside the 'Speichern' that was used. */
export function DescriptionSaveStatus({ editor, at }: { editor: DescriptionEditor; at: SaveOrigin }) {
  const t = useContentTexts();
  if (editor.savedFrom !== at) return null;
  if (editor.failure) return <Alert tone="error">{editor.failure}</Alert>;
  if (editor.saved) return <Alert tone="success">{t('description.saved')}</Alert>;
  return null;
}
