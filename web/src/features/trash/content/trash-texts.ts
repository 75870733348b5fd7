import { trashRetentionDays } from '@common/trash/retention';

/** The 'Trash' views' words (issue 31, point 4). */
export const trashTexts = {
  title: 'Trash',
  backToList: 'Back to library',
  intro: `Deleted items stay here for ${trashRetentionDays} days, then they are removed for good.`,
  empty: 'The trash is empty.',
  loading: 'Loading trash...',
  loadFailed: 'Failed to load the trash',
  restore: 'Restore',
  restoring: 'Restoring...',
  restoreFailed: 'Failed to restore. Please try again.',
  deleteForGood: 'Delete permanently',
  deleteForGoodTitle: 'Delete permanently?',
  deleteForGoodText: 'This cannot be undone.',
  deleting: 'Deleting...',
  deleteFailed: 'Failed to delete. Please try again.',
  cancel: 'Cancel',
  deletedOn: (date: string) => `Deleted on ${date}`,
  daysLeft: (days: number) => (days === 1 ? '1 day left' : `${days} days left`),
} as const;
