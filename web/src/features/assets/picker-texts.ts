/** The picker's words for picking several images (issue 31, point 12); the picker's screen is English. */
export const pickerTexts = {
  title: 'Select Images',
  addNone: 'Add images',
  add: (count: number) => (count === 1 ? 'Add 1 image' : `Add ${count} images`),
  cancel: 'Cancel',
  picked: (count: number) => (count === 1 ? '1 image selected' : `${count} images selected`),
  alreadySelected: 'Already selected',
  /** A pick past the place's limit is stopped and said, never cut silently. */
  limitReached: (rule: string, remaining: number) =>
    remaining === 0
      ? `${rule}. No more images can be added.`
      : `${rule}. ${remaining === 1 ? '1 more image' : `${remaining} more images`} can be added.`,
} as const;
