import type { ReactNode } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useActiveTemplate } from '../api/get-active-template';
import { useTemplateMode } from '../hooks/use-template-mode';
import { ContentModeSwitcher } from './content-mode-switcher';
import { ContentWorkspace } from './content-workspace';
import { useContentTexts } from '@web/locales/content';

export interface GallerySlotProps {
  roomId: string | null;
  sortOpen: boolean;
  onSortOpenChange(open: boolean): void;
}

export interface RoomsSlotProps {
  selectedRoomId: string | null;
  onSelect(roomId: string | null): void;
}

/** What the route composes into the page from other features. */
export interface HotelContentSlots {
  /** The gallery of the hotel or selected room, whose sorting dialog 'Sortieren' opens. */
  renderGallery(props: GallerySlotProps): ReactNode;
  /** The 'My Rooms' panel, which selects the room this page shows. */
  renderRooms(props: RoomsSlotProps): ReactNode;
  /** The selected room's name, for the breadcrumb. */
  renderRoomName(roomId: string): ReactNode;
  /** The hotel gallery's image ids in order, which 'Im Template speichern' stores in the template. */
  readHotelImageIds(): Promise<string[]>;
  /**
   * The hotel's texts per content language around the page's own tabs (the language switcher, issue 37): the
   * tabs for the primary language, the translations for another. Without it, or in a template, the tabs alone.
   */
  renderTexts?(props: TextsSlotProps): ReactNode;
}

export interface TextsSlotProps {
  /** The page's own tabs, in the primary language. */
  primaryTexts: ReactNode;
}

interface HotelContentPageProps extends HotelContentSlots {
  hotel: { id: string; name: string };
}

/**
 * The hotel content page (/active-content): the 'Editing: …' switcher, then the hotel's own content, or a
 * template's once one is chosen (?templateId=). The workspace is keyed by what is edited, so a text typed for
 * the hotel never carries over into a template, or back.
 */
export function HotelContentPage({ hotel, ...slots }: HotelContentPageProps) {
  const t = useContentTexts();
  const mode = useTemplateMode();
  const activeTemplate = useActiveTemplate(hotel.id, mode.templateId);
  const template = mode.templateId ? (activeTemplate.data ?? null) : null;

  return (
    <div className="space-y-6">
      <ContentModeSwitcher
        hotelId={hotel.id}
        template={template}
        templateId={mode.templateId}
        onChoose={mode.choose}
      />
      {mode.templateId && !template ? (
        activeTemplate.isError ? (
          <Alert tone="error">
            <p className="font-medium">{t('templateNotFoundTitle')}</p>
            <p>{t('templateNotFoundText')}</p>
          </Alert>
        ) : (
          <div role="status" className="py-6 text-sm text-slate-700">
            <Spinner label={t('templateLoading')} />
          </div>
        )
      ) : (
        <ContentWorkspace
          key={mode.templateId ?? 'hotel'}
          hotel={hotel}
          template={template}
          preview={mode.preview}
          {...slots}
        />
      )}
    </div>
  );
}
