import { useState, type ReactNode } from 'react';
import { useActiveTemplate } from '../api/get-active-template';
import { useAreaInfo } from '../api/get-area-info';
import { useDescriptionEditor } from '../hooks/use-description-editor';
import { useSelectedRoom } from '../hooks/use-selected-room';
import { useTemplateMode } from '../hooks/use-template-mode';
import { useTemplateSaving } from '../hooks/use-template-saving';
import { ContentHeader } from './content-header';
import { ContentTabPanels } from './content-tab-panels';

export interface GallerySlotProps {
  roomId: string | null;
  sortOpen: boolean;
  onSortOpenChange(open: boolean): void;
}

export interface RoomsSlotProps {
  selectedRoomId: string | null;
  onSelect(roomId: string | null): void;
}

interface HotelContentPageProps {
  hotel: { id: string; name: string };
  /** The gallery of the hotel or selected room, whose sorting dialog 'Sortieren' opens. */
  renderGallery(props: GallerySlotProps): ReactNode;
  /** The 'My Rooms' panel, which selects the room this page shows. */
  renderRooms(props: RoomsSlotProps): ReactNode;
  /** The selected room's name, for the breadcrumb. */
  renderRoomName(roomId: string): ReactNode;
  /** The hotel gallery's image ids in order, which 'Im Template speichern' stores in the template. */
  readHotelImageIds(): Promise<string[]>;
}

/**
 * The hotel content page (/active-content): header, gallery, 'My Rooms' and the tabs, for the hotel or the
 * room chosen in ?room=. The gallery and the rooms come from their own features, through the route's slots.
 */
export function HotelContentPage({
  hotel,
  renderGallery,
  renderRooms,
  renderRoomName,
  readHotelImageIds,
}: HotelContentPageProps) {
  const [roomId, selectRoom] = useSelectedRoom();
  const [sortOpen, setSortOpen] = useState(false);
  const mode = useTemplateMode();
  const activeTemplate = useActiveTemplate(hotel.id, mode.templateId);
  const template = activeTemplate.data ?? null;
  const editor = useDescriptionEditor(hotel.id, roomId, template?.content.description || null);
  const templateSaving = useTemplateSaving(hotel.id, template, roomId, editor, readHotelImageIds);
  const area = useAreaInfo(hotel.id);
  const context = { hotelName: hotel.name, city: area.data?.location?.city || undefined };

  return (
    <div className="space-y-6">
      <ContentHeader
        hotelId={hotel.id}
        hotelName={hotel.name}
        roomId={roomId}
        roomName={roomId ? renderRoomName(roomId) : null}
        editor={editor}
        template={template}
        templateSaving={templateSaving}
        onSort={() => setSortOpen(true)}
        onBackToHotel={() => selectRoom(null)}
      />
      {renderGallery({ roomId, sortOpen, onSortOpenChange: setSortOpen })}
      {/* 'My Rooms' is hidden in a template's preview (spec part 2, section 2). */}
      {mode.preview ? null : renderRooms({ selectedRoomId: roomId, onSelect: selectRoom })}
      <ContentTabPanels
        key={roomId ?? 'hotel'}
        hotelId={hotel.id}
        roomId={roomId}
        editor={editor}
        context={context}
        preview={mode.preview}
      />
    </div>
  );
}
