import { trashRetentionDays } from '@common/trash/retention';

/** The library's words around deleting to the trash (issue 31, point 4). */
export const assetTrashTexts = {
  movesToTrash: `It moves to the trash, where it can be restored for ${trashRetentionDays} days.`,
  selectionMovesToTrash: `They move to the trash, where they can be restored for ${trashRetentionDays} days.`,
  checkingUsage: 'Checking where it is used...',
  usageUnknown: 'Where it is used could not be checked.',
  /** An uploaded file that was in the trash came back instead of being refused as a duplicate. */
  restoredByUpload: (fileName: string) =>
    `${fileName}: this photo was in the trash and is back in the library, where it was used before.`,
  deleteSelectedTitle: (count: number) => (count === 1 ? 'Delete 1 asset?' : `Delete ${count} assets?`),
} as const;
