import { Spinner } from '@web/components/ui/spinner';
import type { AddToSlotProps } from '@web/features/assets/add-to-slot';
import { AssetLibrary } from '@web/features/assets/components/asset-library';
import { AddImagesToRoomDialog } from '@web/features/galleries/components/add-images-to-room-dialog';
import { useRooms } from '@web/features/rooms/api/get-rooms';
import { AddImagesToTemplateDialog } from '@web/features/templates/components/add-images-to-template-dialog';
import { ListOrTrash } from '@web/features/trash/components/list-or-trash';
import { TrashList } from '@web/features/trash/components/trash-list';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useAssetTexts } from '@web/locales/assets';
import { useTrashTexts } from '@web/locales/trash';

/** The asset library (spec part 2, section 2); it works on the active hotel. */
export function Component() {
  const { activeHotel, isLoading } = useActiveHotel();
  const t = useAssetTexts();
  const trashT = useTrashTexts();
  if (isLoading) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={t('library.loading')} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice
        title={t('library.noHotelTitle')}
        text={t('library.noHotelText')}
        settingsLabel={t('library.goToSettings')}
      />
    );
  // Keyed by hotel, so switching hotels starts with an empty selection (the filters stay in the address).
  return (
    <ListOrTrash
      backLabel={trashT('backToList')}
      list={
        <AssetLibrary
          key={activeHotel.id}
          hotelId={activeHotel.id}
          renderAddTo={(props) =>
            props.kind === 'room' ? (
              <AddToRoom hotelId={activeHotel.id} {...props} />
            ) : (
              <AddImagesToTemplateDialog hotelId={activeHotel.id} {...props} />
            )
          }
        />
      }
      trash={<TrashList key={activeHotel.id} hotelId={activeHotel.id} kind="assets" />}
    />
  );
}

/** The library's 'Add to room': the rooms feature's list, the galleries feature's linking (room image API). */
function AddToRoom({ hotelId, ...props }: Omit<AddToSlotProps, 'kind'> & { hotelId: string }) {
  const rooms = useRooms(hotelId, 'name');
  return (
    <AddImagesToRoomDialog hotelId={hotelId} rooms={rooms.data} roomsFailed={rooms.isError} {...props} />
  );
}
