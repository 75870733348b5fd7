import { limits } from '@common/limits';

const images = (count: number) => (count === 1 ? '1 image' : `${count} images`);

/** The library selection's bulk actions (issue 31, point 12); the library is English. */
export const bulkTexts = {
  actionsLabel: 'Selection actions',
  selectAll: 'Select all',
  selectingAll: 'Selecting...',
  selectAllFailed: 'Failed to select all assets. Please try again.',
  /** Said when the filters match more than one bulk action takes: never cut silently. */
  selectedFirst: (selected: number, total: number) =>
    `The first ${selected} of ${total} images are selected: a bulk action takes at most ${limits.assetBulkMax} at once.`,
  setCategory: 'Set category',
  addTags: 'Add tags',
  addToRoom: 'Add to room',
  addToTemplate: 'Add to template',
  categoryTitle: (count: number) => `Set the category of ${images(count)}`,
  categoryLabel: 'Category',
  tagsTitle: (count: number) => `Add tags to ${images(count)}`,
  tagsDescription: 'The tags are added to the tags each image already has.',
  tagsLabel: 'Tags',
  tagsPlaceholder: 'Add a tag and press Enter',
  cancel: 'Cancel',
  apply: 'Apply',
  applying: 'Saving...',
  updateFailed: 'Failed to update assets',
  categorySet: (count: number, category: string) =>
    count === 1 ? `The image is in ${category} now.` : `The ${count} images are in ${category} now.`,
  tagsAdded: (count: number, tags: readonly string[]) => `${tags.join(', ')} added to ${images(count)}.`,
} as const;
