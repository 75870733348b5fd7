import { useId, useState } from 'react';
import { limits } from '@common/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { useSaveAreaInfo } from '../api/save-area-info';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useContentTexts } from '@web/locales/content';
import { DescriptionText } from './description-text';

/** The editable text about the hotel's area (DECISIONS.md 21): Bearbeiten, then Speichern. */
export function AreaTextEditor({ hotelId, text }: { hotelId: string; text: string }) {
  const t = useContentTexts();
  const saveArea = useSaveAreaInfo(hotelId);
  const textareaId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useUnsavedChangesGuard(draft !== null && draft !== text);

  const save = async () => {
    if (draft === null) return;
    setFailure(null);
    try {
      await saveArea.mutateAsync(draft);
    } catch (error) {
      // What was typed stays in the textarea (DECISIONS.md 27).
      setFailure(errorMessage(error, t('area.saveFailed')));
      return;
    }
    setDraft(null);
  };

  return (
    <section className="space-y-3">
      <h4 className="font-semibold text-slate-900">{t('area.textTitle')}</h4>
      {draft !== null ? (
        <div className="space-y-1.5">
          <label htmlFor={textareaId} className="block text-sm font-medium text-slate-800">
            {t('area.textLabel')}
          </label>
          <Textarea
            id={textareaId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            readOnly={saveArea.isPending}
            maxLength={limits.areaTextMaxChars}
            className="min-h-60"
          />
        </div>
      ) : text.trim() ? (
        <DescriptionText text={text} />
      ) : (
        <p className="text-sm text-slate-600">{t('area.empty')}</p>
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {draft !== null ? (
          <>
            <Button onClick={save} disabled={saveArea.isPending}>
              {saveArea.isPending ? t('saving') : t('page.save')}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setDraft(null);
                setFailure(null);
              }}
              disabled={saveArea.isPending}
            >
              {t('cancel')}
            </Button>
          </>
        ) : (
          <RoleLocked needed="editor">
            <Button variant="outline" onClick={() => setDraft(text)}>
              {t('page.edit')}
            </Button>
          </RoleLocked>
        )}
      </div>
    </section>
  );
}
