import { Dialog } from '@web/components/ui/dialog';
import { useCreateHotel } from '../api/create-hotel';
import { emptyHotelForm, HotelForm } from './hotel-form';
import { useHotelTexts } from '@web/locales/hotels';

interface AddHotelDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Add Hotel': a new hotel of the user's chain; the category starts at Business Hotel. */
export function AddHotelDialog({ open, onOpenChange }: AddHotelDialogProps) {
  const t = useHotelTexts();
  const createHotel = useCreateHotel();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('add.title')}
      closeDisabled={createHotel.isPending}
    >
      <HotelForm
        defaultValues={emptyHotelForm}
        submitLabel={t('add.submit')}
        failureText={t('add.failed')}
        onSave={createHotel.mutateAsync}
        onDone={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
