/**
 * How long a deleted photo, room or template waits in the trash before the purge job removes it for good
 * (issue 31, point 4).
 */
export const trashRetentionDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** When an item trashed at `deletedAt` is removed for good. */
export const purgeDate = (deletedAt: Date) => new Date(deletedAt.getTime() + trashRetentionDays * dayMs);

/** Whole days until the item is removed for good, counted up (0 once it is due). */
export function daysLeftInTrash(deletedAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((purgeDate(deletedAt).getTime() - now.getTime()) / dayMs));
}
