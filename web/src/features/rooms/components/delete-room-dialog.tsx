import type { RoomView } from '@common/rooms/schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { trashRetentionDays } from '@common/trash/retention';
import { useRoomTexts } from '@web/locales/rooms';
import type { RoomsLanguage } from '../rooms-language';

interface DeleteRoomDialogProps {
  /** The room to delete; null keeps the dialog closed. */
  room: RoomView | null;
  deleting: boolean;
  /** Shown in the dialog when the last attempt failed. */
  failure: string | null;
  onConfirm(): void;
  onCancel(): void;
  /** The rooms page speaks English, the content page German, and so does the whole dialog. */
  language: RoomsLanguage;
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
  language,
}: DeleteRoomDialogProps) {
  const t = useRoomTexts();
  const text = (key: 'title' | 'cancel' | 'confirm' | 'deleting') => t(`deleteDialog.${language}.${key}`);
  return (
    <ConfirmDialog
      open={room !== null}
      title={text('title')}
      description={room?.name}
      failure={failure}
      pending={deleting}
      labels={{ cancel: text('cancel'), confirm: text('confirm'), pending: text('deleting') }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm text-slate-700">
        {t(`deleteDialog.${language}.question`)}{' '}
        {t(`deleteDialog.${language}.movesToTrash`, {
          count: room?.imageCount ?? 0,
          days: trashRetentionDays,
        })}
      </p>
    </ConfirmDialog>
  );
}
