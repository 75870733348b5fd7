import { useState } from 'react';
import type { TemplateView } from '@common/templates/schemas';
import { useAreaInfo } from '../api/get-area-info';
import { useDescriptionEditor } from '../hooks/use-description-editor';
import { useSelectedRoom } from '../hooks/use-selected-room';
import { useTemplateSaving } from '../hooks/use-template-saving';
import { ContentHeader } from './content-header';
import { ContentTabPanels } from './content-tab-panels';
import type { HotelContentSlots } from './hotel-content-page';

interface ContentWorkspaceProps extends HotelContentSlots {
  hotel: { id: string; name: string };
  /** The template being edited, or null for the hotel's own content. */
  template: TemplateView | null;
  /** The spec's preview flag: no 'My Rooms', every feature group open. */
  preview: boolean;
}

/**
 * Header, gallery, 'My Rooms' and the tabs, for the hotel or the room chosen in ?room=, editing the hotel's own
 * description or, in template mode, the template's text. The gallery and the rooms come from their own
 * features, through the route's slots.
 */
export function ContentWorkspace({
  hotel,
  template,
  preview,
  renderGallery,
  renderRooms,
  renderRoomName,
  readHotelImageIds,
  renderTexts,
}: ContentWorkspaceProps) {
  const [roomId, selectRoom] = useSelectedRoom();
  const [sortOpen, setSortOpen] = useState(false);
  const editor = useDescriptionEditor(hotel.id, roomId, template ? template.content.description : null);
  const templateSaving = useTemplateSaving(hotel.id, template, roomId, editor, readHotelImageIds);
  const area = useAreaInfo(hotel.id);
  const context = { hotelName: hotel.name, city: area.data?.location?.city || undefined };
  // In template mode the hotel's Description tab shows the template's text, so its 'Speichern' stores it in the
  // template too: a template's text never lands in the hotel's own description. A room's stays the room's.
  const tabEditor =
    template && roomId === null
      ? { ...editor, saving: editor.saving || templateSaving.saving, save: () => templateSaving.save() }
      : editor;

  const tabs = (
    <ContentTabPanels
      key={roomId ?? 'hotel'}
      hotelId={hotel.id}
      roomId={roomId}
      editor={tabEditor}
      context={context}
      preview={preview}
    />
  );

  return (
    <>
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
      {preview ? null : renderRooms({ selectedRoomId: roomId, onSelect: selectRoom })}
      {template || !renderTexts ? tabs : renderTexts({ primaryTexts: tabs })}
    </>
  );
}
