import { errorMessage } from '@web/lib/api-client';
import { useState } from 'react';
import { hotelTexts } from '@common/hotels/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useDeleteHotel } from '../api/delete-hotel';
import type { Hotel } from '../api/get-hotels';

interface DeleteHotelDialogProps {
  /** The hotel to delete; null keeps the dialog closed. */
  hotel: Hotel | null;
  onClose(): void;
  onDeleted(hotelId: string): void;
}

/** Asks before deleting a hotel, since the hotel and everything under it is gone for good. */
export function DeleteHotelDialog({ hotel, onClose, onDeleted }: DeleteHotelDialogProps) {
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
      setFailure(errorMessage(error, hotelTexts.deleteFailed));
      return;
    }
    onDeleted(hotel.id);
    close();
  };

  return (
    <Dialog
      open={hotel !== null}
      onOpenChange={(open) => !open && close()}
      title="Delete Hotel"
      description={hotel?.name}
      closeDisabled={deleteHotel.isPending}
    >
      <p className="text-sm text-slate-700">{hotelTexts.deleteConfirm}</p>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={deleteHotel.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={deleteHotel.isPending}>
          {deleteHotel.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
