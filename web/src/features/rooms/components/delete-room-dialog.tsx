import type { RoomView } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';

interface DeleteRoomDialogProps {
  /** The room to delete; null keeps the dialog closed. */
  room: RoomView | null;
  deleting: boolean;
  /** Shown in the dialog when the last attempt failed. */
  failure: string | null;
  onConfirm(): void;
  onCancel(): void;
  /** The rooms page speaks English, the content page German; the question itself is the spec's German text. */
  labels: { title: string; cancel: string; confirm: string; deleting: string };
}

/** Asks before a room is deleted (spec part 2, section 5; DECISIONS.md 23): its images and texts go with it. */
export function DeleteRoomDialog({
  room,
  deleting,
  failure,
  onConfirm,
  onCancel,
  labels,
}: DeleteRoomDialogProps) {
  return (
    <Dialog
      open={room !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={labels.title}
      description={room?.name}
      closeDisabled={deleting}
    >
      <p className="text-sm text-slate-700">{roomTexts.confirmDelete}</p>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={deleting}>
          {labels.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? labels.deleting : labels.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
