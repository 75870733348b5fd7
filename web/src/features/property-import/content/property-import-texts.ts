import { importHost } from '@common/import/texts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The import's UI texts. The spec's own (error texts, the item labels, 'Import failed') are in
 * common/src/import; the rooms panel's 'Add New Room', 'Edit Room', 'Delete Room' and 'No rooms added yet'
 * are the spec's too. The rest are ours.
 */
export const propertyImportTexts = {
  urlLabel: `${importHost} property URL`,
  urlPlaceholder: 'https://www.booking.com/hotel/...',
  import: 'Import',
  importing: 'Importing...',
  /** Between the marketplace's field and the website's, when both are offered. */
  or: 'or',
  found: 'Found',
  progressLabel: 'Import progress',
  pending: 'Pending',
  /** A part that had not started when the import failed (issue 31, point 10). */
  skipped: 'Skipped',
  done: 'Done',
  percent: (percent: number) => `${percent}%`,
  completed: (hotelName: string) => `Imported ${hotelName}`,
  photos: 'Photos',
  photosImported: (imported: number, alreadyThere: number) =>
    count(imported, 'photo imported', 'photos imported') +
    (alreadyThere > 0 ? `, ${alreadyThere} already there` : ''),
  rooms: 'Rooms',
  roomsAdded: (added: number, alreadyThere: number) =>
    count(added, 'room added', 'rooms added') + (alreadyThere > 0 ? `, ${alreadyThere} already there` : ''),
  features: 'Features',
  featuresLinked: (linked: number) => count(linked, 'feature', 'features'),
  roomsTitle: 'Your rooms',
  roomsLoading: 'Loading rooms...',
  noRooms: 'No rooms added yet',
  addRoom: 'Add Room',
  adding: 'Adding...',
  addRoomTitle: 'Add New Room',
  roomMenu: (name: string) => `Actions for room ${name}`,
  editRoom: 'Edit Room',
  deleteRoom: 'Delete Room',
} as const;
