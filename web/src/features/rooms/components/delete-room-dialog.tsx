import type { RoomView } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={room !== null}
      title={labels.title}
      description={room?.name}
      failure={failure}
      pending={deleting}
      labels={{ cancel: labels.cancel, confirm: labels.confirm, pending: labels.deleting }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm text-slate-700">{roomTexts.confirmDelete}</p>
    </ConfirmDialog>
  );
}
