/** The library's 'Add to room' (English, as the library). */
export const addToRoomTexts = {
  title: (count: number) => (count === 1 ? 'Add 1 image to a room' : `Add ${count} images to a room`),
  description: 'The images go after the room’s own; those already in it stay where they are.',
  label: 'Room',
  empty: 'This hotel has no rooms yet. Add rooms on the rooms page first.',
  loading: 'Loading rooms...',
  loadFailed: 'Failed to load rooms',
  cancel: 'Cancel',
  confirm: 'Add to room',
  pending: 'Adding...',
  failed: 'Failed to add the images. Please try again.',
  added: (count: number, room: string) =>
    count === 1 ? `The image is in ${room} now.` : `The ${count} images are in ${room} now.`,
} as const;
