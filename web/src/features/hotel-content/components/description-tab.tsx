import { useId } from 'react';
import type { RewriteContext } from '@common/ai/schemas';
import { limits } from '@common/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useContentTexts } from '@web/locales/content';
import type { DescriptionEditor } from '../hooks/use-description-editor';
import { AiAssistantPanel } from './ai-assistant-panel';
import { DescriptionLanguage } from './description-language';
import { DescriptionSaveStatus } from './description-save-status';
import { DescriptionText } from './description-text';

interface DescriptionTabProps {
  hotelId: string;
  roomId: string | null;
  editor: DescriptionEditor;
  /** Facts the writing assistant may use for a longer text. */
  context: RewriteContext;
}

/** The description of the hotel or room: read as paragraphs, or edited in a large textarea. */
export function DescriptionTab({ hotelId, roomId, editor, context }: DescriptionTabProps) {
  const t = useContentTexts();
  const textareaId = useId();
  const { description } = editor;
  if (description.isPending) {
    return (
      <div role="status" className="py-6 text-sm text-slate-700">
        <Spinner label={t('description.loading')} />
      </div>
    );
  }
  if (description.isError) return <Alert tone="error">{t('description.loadFailed')}</Alert>;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-4">
        {editor.editing ? (
          <div className="space-y-1.5">
            <label htmlFor={textareaId} className="block text-sm font-medium text-slate-800">
              {t('description.label')}
            </label>
            <Textarea
              id={textareaId}
              value={editor.draft}
              onChange={(event) => editor.setDraft(event.target.value)}
              readOnly={editor.saving}
              maxLength={limits.descriptionMaxChars}
              className="min-h-[500px] leading-relaxed"
            />
          </div>
        ) : (
          <>
            {editor.ownText && description.data.updatedAt !== null ? (
              <DescriptionLanguage hotelId={hotelId} roomId={roomId} description={description.data} />
            ) : null}
            <DescriptionText text={editor.content} />
          </>
        )}
        <DescriptionSaveStatus editor={editor} at="tab" />
        <div className="flex flex-wrap gap-2">
          {editor.editing ? (
            <>
              <Button onClick={() => editor.save('tab')} disabled={editor.saving}>
                {editor.saving ? t('saving') : t('page.save')}
              </Button>
              <Button variant="outline" onClick={editor.cancel} disabled={editor.saving}>
                {t('cancel')}
              </Button>
            </>
          ) : (
            <RoleLocked needed="editor">
              <Button variant="outline" onClick={() => editor.edit()}>
                {t('page.edit')}
              </Button>
            </RoleLocked>
          )}
        </div>
      </div>
      <AiAssistantPanel
        hotelId={hotelId}
        roomId={roomId}
        text={editor.draft}
        language={editor.language}
        context={context}
        onText={(text) => editor.edit(text)}
      />
    </div>
  );
}
