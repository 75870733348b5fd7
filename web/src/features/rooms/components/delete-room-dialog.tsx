import type { RoomView } from '@common/rooms/schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { deleteRoomTexts } from '../content/rooms-texts';

interface DeleteRoomDialogProps {
  /** The room to delete; null keeps the dialog closed. */
  room: RoomView | null;
  deleting: boolean;
  /** Shown in the dialog when the last attempt failed. */
  failure: string | null;
  onConfirm(): void;
  onCancel(): void;
  /** The rooms page speaks English, the content page German, and so does the whole dialog. */
  labels: { title: string; cancel: string; confirm: string; deleting: string };
  language: keyof typeof deleteRoomTexts;
}

/**
 * Asks before a room is deleted (spec part 2, section 5; DECISIONS.md 23), and says what happens: it moves to
 * the trash with its images, restorable for 30 days (issue 31, point 4).
 */
export function DeleteRoomDialog({
  room,
  deleting,
  failure,
  onConfirm,
  onCancel,
  labels,
  language,
}: DeleteRoomDialogProps) {
  const texts = deleteRoomTexts[language];
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
      <p className="text-sm text-slate-700">
        {texts.question} {texts.movesToTrash(room?.imageCount ?? 0)}
      </p>
    </ConfirmDialog>
  );
}
