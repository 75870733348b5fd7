import { formatPhone } from '@common/profile/phone-number';
import { Dialog } from '@web/components/ui/dialog';
import type { Hotel } from '../api/get-hotels';
import { useUpdateHotel } from '../api/update-hotel';
import { HotelForm, type HotelFormValues } from './hotel-form';
import { useRoleLock } from '@web/features/teams/role-lock';
import { useHotelTexts } from '@web/locales/hotels';

interface EditHotelDialogProps {
  /** The hotel being edited; null keeps the dialog closed. */
  hotel: Hotel | null;
  onClose(): void;
}

function formValues(hotel: Hotel): HotelFormValues {
  return {
    name: hotel.name,
    website: hotel.website,
    category: hotel.category,
    address: hotel.location?.address ?? '',
    city: hotel.location?.city ?? '',
    // A country kept as free text from before the list has no code: the form asks for one (and shows the text).
    country: hotel.location?.countryCode ?? '',
    postalCode: hotel.location?.postalCode ?? '',
    phone: hotel.phone ? formatPhone(hotel.phone) : '',
    reservationsEmail: hotel.reservationsEmail ?? '',
    starRating: hotel.starRating,
  };
}

/**
 * 'Edit Hotel': the hotel's identity is its owner's and admins' (issue 36); an editor or viewer sees the same
 * values read-only, as 'Hotel details', with the reason.
 */
export function EditHotelDialog({ hotel, onClose }: EditHotelDialogProps) {
  const t = useHotelTexts();
  const updateHotel = useUpdateHotel();
  const lock = useRoleLock('admin', { role: hotel?.role });
  return (
    <Dialog
      open={hotel !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(lock.locked ? 'edit.detailsTitle' : 'edit.title')}
      closeDisabled={updateHotel.isPending}
    >
      {hotel ? (
        <HotelForm
          defaultValues={formValues(hotel)}
          storedCountry={hotel.location && !hotel.location.countryCode ? hotel.location.country : undefined}
          submitLabel={t('edit.submit')}
          failureText={t('edit.failed')}
          onSave={(input) => updateHotel.mutateAsync({ hotelId: hotel.id, hotel: input })}
          onDone={onClose}
          onCancel={onClose}
          lock={lock.locked ? lock : undefined}
        />
      ) : null}
    </Dialog>
  );
}
