import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TemplateView } from '@common/templates/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useContentTexts } from '@web/locales/content';
import type { DescriptionEditor } from '../hooks/use-description-editor';
import { AddressLine } from './address-line';
import type { TemplateSaving } from '../hooks/use-template-saving';
import { DescriptionSaveStatus } from './description-save-status';
import { TemplateChip } from './template-chip';

interface ContentHeaderProps {
  hotelId: string;
  hotelName: string;
  /** The selected room, or null for the hotel. */
  roomId: string | null;
  roomName: ReactNode;
  editor: DescriptionEditor;
  /** The template the page works with, or null. */
  template: TemplateView | null;
  templateSaving: TemplateSaving;
  onSort(): void;
  onBackToHotel(): void;
}

/**
 * Hotel name, the room breadcrumb, the address line, the active template's chip and the page's buttons. With a
 * template active the header saves into it ('Im Template speichern'); otherwise its 'Speichern' saves the
 * description being edited to the hotel (DECISIONS.md 21), so it is enabled only in edit mode.
 */
export function ContentHeader({
  hotelId,
  hotelName,
  roomId,
  roomName,
  editor,
  template,
  templateSaving,
  onSort,
  onBackToHotel,
}: ContentHeaderProps) {
  const t = useContentTexts();
  const roomsPage = roomId
    ? `/active-content/rooms?room=${encodeURIComponent(roomId)}`
    : '/active-content/rooms';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h2 className="text-2xl font-semibold text-slate-900">{hotelName}</h2>
          {roomId ? (
            <nav aria-label={t('breadcrumb')}>
              <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
                <li>
                  <button type="button" onClick={onBackToHotel} className="hover:underline">
                    {hotelName}
                  </button>
                </li>
                <li aria-hidden="true">
                  <ChevronRight className="size-4" />
                </li>
                <li aria-current="page" className="font-medium text-slate-900">
                  {roomName}
                </li>
              </ol>
            </nav>
          ) : null}
          <AddressLine hotelId={hotelId} />
          {template ? <TemplateChip name={template.name} /> : null}
          <Link to={roomsPage} className="inline-block text-sm font-medium text-brand-700 hover:underline">
            {t('toRoomsPage')}
          </Link>
        </div>
        <div role="group" aria-label={t('actions')} className="flex flex-wrap gap-2">
          {roomId ? (
            <Button variant="outline" onClick={onBackToHotel}>
              {t('page.backToHotel')}
            </Button>
          ) : null}
          <RoleLocked needed="editor">
            <Button variant="outline" onClick={onSort}>
              {t('page.sort')}
            </Button>
          </RoleLocked>
          {template ? (
            <RoleLocked needed="editor" align="end">
              <Button onClick={() => void templateSaving.save()} disabled={templateSaving.saving}>
                {templateSaving.saving ? t('saving') : t('page.saveToTemplate')}
              </Button>
            </RoleLocked>
          ) : (
            <RoleLocked needed="editor" align="end">
              <Button onClick={() => editor.save('header')} disabled={!editor.editing || editor.saving}>
                {editor.saving ? t('saving') : t('page.save')}
              </Button>
            </RoleLocked>
          )}
        </div>
      </div>
      <DescriptionSaveStatus editor={editor} at="header" />
      {templateSaving.outcome ? (
        <Alert tone={templateSaving.outcome.tone}>{templateSaving.outcome.text}</Alert>
      ) : null}
    </div>
  );
}
