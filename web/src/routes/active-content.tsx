import { useQueryClient } from '@tanstack/react-query';
import type { PickerSlotProps } from '@web/features/galleries/picker-slot';
import { Spinner } from '@web/components/ui/spinner';
import { ImagePickerDialog } from '@web/features/assets/components/image-picker-dialog';
import { galleryQueryOptions } from '@web/features/galleries/api/get-gallery';
import { HotelGallerySection } from '@web/features/galleries/components/hotel-gallery-section';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { HotelContentPage } from '@web/features/hotel-content/components/hotel-content-page';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { MyRoomsPanel } from '@web/features/rooms/components/my-rooms-panel';
import { RoomName } from '@web/features/rooms/components/room-name';
import { ContentLanguageTexts } from '@web/features/translations/components/content-language-texts';
import { useContentTexts } from '@web/locales/content';

/** The hotel content page (spec part 2, section 2): the active hotel's gallery, rooms, descriptions and features. */
export function Component() {
  const t = useContentTexts();
  const { activeHotel, isLoading } = useActiveHotel();
  const queryClient = useQueryClient();
  if (isLoading) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice
        title={t('page.noHotelTitle')}
        text={t('page.noHotelText')}
        settingsLabel={t('goToSettings')}
      />
    );
  const hotelId = activeHotel.id;
  const renderPicker = (props: PickerSlotProps) => <ImagePickerDialog hotelId={hotelId} {...props} />;
  // The gallery as the page shows it (cached), cover first: what 'Im Template speichern' stores.
  const readHotelImageIds = async () => {
    const images = await queryClient.fetchQuery(galleryQueryOptions({ hotelId, roomId: null }));
    return images.images.map((image) => image.assetId);
  };
  return (
    // Keyed by hotel, so switching hotels starts over: no draft, tab or dialog of the other hotel is kept.
    <HotelContentPage
      key={hotelId}
      hotel={{ id: hotelId, name: activeHotel.name }}
      renderGallery={(gallery) => (
        <HotelGallerySection hotelId={hotelId} renderPicker={renderPicker} {...gallery} />
      )}
      renderRooms={(rooms) => <MyRoomsPanel hotelId={hotelId} {...rooms} />}
      renderRoomName={(roomId) => <RoomName hotelId={hotelId} roomId={roomId} />}
      readHotelImageIds={readHotelImageIds}
      renderTexts={(texts) => <ContentLanguageTexts hotelId={hotelId} {...texts} />}
    />
  );
}
