import { errorMessage } from '@web/lib/api-client';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useDeleteHotel } from '../api/delete-hotel';
import type { Hotel } from '../api/get-hotels';
import { useHotelTexts } from '@web/locales/hotels';

interface DeleteHotelDialogProps {
  /** The hotel to delete; null keeps the dialog closed. */
  hotel: Hotel | null;
  onClose(): void;
  onDeleted(hotelId: string): void;
}

/** Asks before deleting a hotel, since the hotel and everything under it is gone for good. */
export function DeleteHotelDialog({ hotel, onClose, onDeleted }: DeleteHotelDialogProps) {
  const t = useHotelTexts();
  const deleteHotel = useDeleteHotel();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!hotel) return;
    setFailure(null);
    try {
      await deleteHotel.mutateAsync(hotel.id);
    } catch (error) {
      setFailure(errorMessage(error, t('delete.failed')));
      return;
    }
    onDeleted(hotel.id);
    close();
  };

  return (
    <ConfirmDialog
      open={hotel !== null}
      title={t('delete.title')}
      description={hotel?.name}
      failure={failure}
      pending={deleteHotel.isPending}
      labels={{ cancel: t('delete.cancel'), confirm: t('delete.confirm'), pending: t('delete.pending') }}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <p className="text-sm text-slate-700">{t('delete.question')}</p>
    </ConfirmDialog>
  );
}
