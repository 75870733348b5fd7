import { useState, type ReactNode } from 'react';
import { useAreaInfo } from '../api/get-area-info';
import { useDescriptionEditor } from '../hooks/use-description-editor';
import { useSelectedRoom } from '../hooks/use-selected-room';
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
}: HotelContentPageProps) {
  const [roomId, selectRoom] = useSelectedRoom();
  const [sortOpen, setSortOpen] = useState(false);
  const editor = useDescriptionEditor(hotel.id, roomId);
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
        onSort={() => setSortOpen(true)}
        onBackToHotel={() => selectRoom(null)}
      />
      {renderGallery({ roomId, sortOpen, onSortOpenChange: setSortOpen })}
      {renderRooms({ selectedRoomId: roomId, onSelect: selectRoom })}
      <ContentTabPanels
        key={roomId ?? 'hotel'}
        hotelId={hotel.id}
        roomId={roomId}
        editor={editor}
        context={context}
      />
    </div>
  );
}
