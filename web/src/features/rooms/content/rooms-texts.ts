import { assetTexts } from '@common/assets/schemas';
import { roomTexts } from '@common/rooms/texts';
import { trashRetentionDays } from '@common/trash/retention';

/**
 * UI texts of the rooms feature that the spec does not spell out (its own texts are in
 * common/src/rooms/texts.ts). The rooms page is English, the content page's 'My Rooms' panel German, as in
 * the rest of the product.
 */
export const roomsPageTexts = {
  title: 'Rooms',
  intro: 'Give each room its own name, type and images.',
  loading: 'Loading rooms...',
  listLabel: 'Rooms',
  emptyTitle: 'No rooms yet',
  emptyText: 'Add your first room with the form below, then give it its images.',
  addTitle: 'Add Room',
  nameLabel: 'Room name',
  typeLabel: 'Room type',
  add: 'Add Room',
  adding: 'Adding...',
  editTitle: 'Edit Room',
  edit: (name: string) => `Edit room ${name}`,
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  deleteTitle: 'Delete Room',
  delete: (name: string) => `Delete room ${name}`,
  confirmDelete: 'Delete',
  deleting: 'Deleting...',
  imageCount: (count: number) => (count === 1 ? '1 image' : `${count} images`),
  toContentPage: 'Back to Hotel Content',
  noHotelTitle: roomTexts.noHotelTitle,
  noHotelText: assetTexts.noHotelText,
  goToSettings: roomTexts.goToSettings,
} as const;

/** The rooms page's labels for DeleteRoomDialog (the question itself is the spec's German text). */
export const roomsPageDeleteLabels = {
  title: roomsPageTexts.deleteTitle,
  cancel: roomsPageTexts.cancel,
  confirm: roomsPageTexts.confirmDelete,
  deleting: roomsPageTexts.deleting,
} as const;

/**
 * What deleting a room does, in the language of the page that asks (issue 31, point 4): it moves to the trash
 * with its images for 30 days and can be restored there; it is not gone for good. The German question keeps the
 * spec's first sentence and replaces the promise that it cannot be undone, which is no longer true.
 */
export const deleteRoomTexts = {
  en: {
    question: 'Delete this room?',
    movesToTrash: (imageCount: number) =>
      imageCount === 0
        ? `It moves to the trash, where it can be restored for ${trashRetentionDays} days (Rooms, Trash).`
        : `It moves to the trash with its ${imageCount === 1 ? '1 image' : `${imageCount} images`}, where it can be restored for ${trashRetentionDays} days (Rooms, Trash).`,
  },
  de: {
    question: 'Möchten Sie diesen Raum wirklich löschen?',
    movesToTrash: (imageCount: number) =>
      imageCount === 0
        ? `Er kommt für ${trashRetentionDays} Tage in den Papierkorb und kann dort wiederhergestellt werden (Manage rooms, Trash).`
        : `Er kommt mit ${imageCount === 1 ? 'seinem Bild' : `seinen ${imageCount} Bildern`} für ${trashRetentionDays} Tage in den Papierkorb und kann dort wiederhergestellt werden (Manage rooms, Trash).`,
  },
} as const;

/** The rooms page's 'Trash' view (issue 31, point 4). */
export const roomsTrashTexts = {
  showTrash: 'Trash',
  backToRooms: 'Back to rooms',
} as const;

export const myRoomsTexts = {
  /** The spec's label, as spelled; shown with a capital first letter. */
  manage: 'manage rooms',
  done: 'Fertig',
  loading: 'Räume werden geladen...',
  loadFailed: 'Die Räume konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  // One language in one sentence: it names the English 'manage rooms' button, so it is English (issue 31).
  empty: 'No rooms yet. Use “Manage rooms” to add the first one.',
  select: (name: string) => `Raum ${name} anzeigen`,
  delete: (name: string) => `Raum ${name} löschen`,
  deleteTitle: 'Raum löschen',
  confirmDelete: 'Löschen',
  deleting: 'Wird gelöscht...',
  creating: 'Wird erstellt...',
} as const;

/**
 * The one add-room form's words (issue 31, point 8), in the language of the page it is on: English on the rooms
 * page, German (the spec's 'Neuen Raum hinzufügen' texts) in the content page's 'My Rooms'. The room types are
 * named in the same language (roomTypeLabel).
 */
export const addRoomFormTexts = {
  en: {
    title: roomsPageTexts.addTitle,
    name: roomsPageTexts.nameLabel,
    type: roomsPageTexts.typeLabel,
    cancel: roomsPageTexts.cancel,
    create: roomsPageTexts.add,
    creating: roomsPageTexts.adding,
    /** The spec's text, then the server's reason on its own line. */
    failure: (detail: string) => [roomTexts.addFailed, detail],
  },
  de: {
    title: roomTexts.addRoomTitle,
    name: roomTexts.roomNameLabel,
    type: roomTexts.roomTypeLabel,
    cancel: roomTexts.cancel,
    create: roomTexts.createRoom,
    creating: myRoomsTexts.creating,
    /** The spec's alert: its prefix with the server's message, then the hint line (part 2, section 8). */
    failure: (detail: string) => [roomTexts.createFailedPrefix + detail, roomTexts.createFailedHint],
  },
} as const;
