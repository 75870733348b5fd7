import { Spinner } from '@web/components/ui/spinner';
import { ImagePickerDialog } from '@web/features/assets/components/image-picker-dialog';
import { RoomImageEditor } from '@web/features/galleries/components/room-image-editor';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { RoomsManager } from '@web/features/rooms/components/rooms-manager';
import { ListOrTrash } from '@web/features/trash/components/list-or-trash';
import { TrashList } from '@web/features/trash/components/trash-list';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { useRoomTexts } from '@web/locales/rooms';

/**
 * The rooms page (spec part 2, section 2): the active hotel's rooms and each room's images, or the rooms'
 * 'Trash' view (issue 31, point 4).
 */
export function Component() {
  const { activeHotel, isLoading } = useActiveHotel();
  const t = useRoomTexts();
  if (isLoading) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={t('page.loading')} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice
        title={t('page.noHotelTitle')}
        text={t('page.noHotelText')}
        settingsLabel={t('page.goToSettings')}
      />
    );
  const hotelId = activeHotel.id;
  return (
    <ListOrTrash
      backLabel={t('page.backToRooms')}
      list={
        // Keyed by hotel, so switching hotels starts over with that hotel's rooms.
        <RoomsManager
          key={hotelId}
          hotelId={hotelId}
          renderEditor={(room) => (
            <RoomImageEditor
              hotelId={hotelId}
              roomId={room.id}
              renderPicker={(props) => <ImagePickerDialog hotelId={hotelId} {...props} />}
            />
          )}
        />
      }
      trash={<TrashList key={hotelId} hotelId={hotelId} kind="rooms" />}
    />
  );
}
