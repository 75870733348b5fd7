import { contentTexts } from '@common/content/texts';
import { roomTexts } from '@common/rooms/texts';

/**
 * The sortable grid speaks the language of the screen around it: English on the rooms page, German on the
 * hotel content page (spec part 2, section 2). Drag labels and announcements follow the same pattern in both.
 */
export interface SortableGridTexts {
  gridLabel: string;
  /** Replaces dnd-kit's English 'sortable' role description. */
  roleDescription: string;
  moveImage(name: string): string;
  coverBadge: string;
  setAsCover: string;
  setAsCoverLabel(name: string): string;
  remove: string;
  removeLabel(name: string): string;
  instructions: string;
  pickedUp(name: string, position: number, total: number): string;
  movedTo(name: string, position: number, total: number): string;
  droppedAt(name: string, position: number, total: number): string;
  cancelled(name: string, position: number, total: number): string;
}

export const englishGridTexts: SortableGridTexts = {
  gridLabel: 'Room images',
  roleDescription: 'sortable image',
  moveImage: (name) => `Move image ${name}`,
  coverBadge: 'Cover',
  setAsCover: roomTexts.setAsCover,
  setAsCoverLabel: (name) => `${roomTexts.setAsCover}: ${name}`,
  remove: 'Remove',
  removeLabel: (name) => `Remove: ${name}`,
  instructions:
    'To pick up an image, press space or enter. While it is picked up, use the arrow keys to move it. ' +
    'Press space or enter again to drop it in its new position, or press escape to cancel.',
  pickedUp: (name, position, total) => `Picked up image ${name} (${position} of ${total}).`,
  movedTo: (name, position, total) => `Image ${name} was moved to position ${position} of ${total}.`,
  droppedAt: (name, position, total) => `Image ${name} was dropped at position ${position} of ${total}.`,
  cancelled: (name, position, total) =>
    `Moving was cancelled. Image ${name} is back at position ${position} of ${total}.`,
};

export const germanGridTexts: SortableGridTexts = {
  gridLabel: 'Bilder',
  roleDescription: 'sortierbares Bild',
  moveImage: (name) => `Bild ${name} verschieben`,
  coverBadge: 'Titelbild',
  setAsCover: 'Als Titelbild festlegen',
  setAsCoverLabel: (name) => `Als Titelbild festlegen: ${name}`,
  remove: 'Entfernen',
  removeLabel: (name) => `Entfernen: ${name}`,
  instructions:
    'Drücken Sie die Leertaste oder Enter, um ein Bild aufzunehmen. Verschieben Sie es dann mit den ' +
    'Pfeiltasten. Drücken Sie erneut die Leertaste oder Enter, um es abzulegen, oder Escape, um abzubrechen.',
  pickedUp: (name, position, total) => `Bild ${name} aufgenommen (${position} von ${total}).`,
  movedTo: (name, position, total) => `Bild ${name} wurde auf Position ${position} von ${total} verschoben.`,
  droppedAt: (name, position, total) => `Bild ${name} wurde auf Position ${position} von ${total} abgelegt.`,
  cancelled: (name, position, total) =>
    `Verschieben abgebrochen. Bild ${name} ist wieder auf Position ${position} von ${total}.`,
};

/** The rooms page's image editor (English). */
export const roomEditorTexts = {
  count: (count: number) => (count === 1 ? '1 image' : `${count} images`),
  coverNote: 'The first image is the cover. Drag the images to change their order.',
  empty: 'This room has no images yet. The first image you add becomes the cover.',
  loading: 'Loading images...',
  saving: 'Saving...',
  addImage: roomTexts.addImage,
  saveChanges: roomTexts.saveChanges,
  saved: roomTexts.imagesSaved,
  saveFailed: roomTexts.imagesSaveFailed,
  loadFailed: roomTexts.imagesLoadFailed,
} as const;

/** The hotel content page's gallery, lightbox, overview and sorting dialog (German). */
export const sectionTexts = {
  galleryLabel: 'Bildergalerie',
  loading: 'Bilder werden geladen...',
  loadFailed: 'Die Bilder konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  emptyTitle: 'Noch keine Bilder',
  emptyText: 'Fügen Sie das erste Bild hinzu; es wird zum Titelbild.',
  openImage: (name: string) => `Bild ${name} anzeigen`,
  moreImages: contentTexts.moreImages,
  noMoreImages: 'Keine weiteren Bilder',
  addImage: 'Bild hinzufügen',
  addFailed: 'Fehler beim Hinzufügen des Bildes. Bitte versuchen Sie es erneut.',
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  counter: (position: number, total: number) => `${position} / ${total}`,
  setAsCover: 'Als Titelbild festlegen',
  isCover: 'Titelbild',
  coverFailed: 'Fehler beim Festlegen des Titelbilds. Bitte versuchen Sie es erneut.',
  remove: 'Entfernen',
  overviewTitle: 'Alle Bilder',
  overviewCount: (count: number) => (count === 1 ? '1 Bild' : `${count} Bilder`),
  removeTitle: 'Bild aus der Galerie entfernen?',
  removeText: 'Das Bild bleibt in Ihrer Bildbibliothek erhalten.',
  removeFailed: 'Fehler beim Entfernen des Bildes. Bitte versuchen Sie es erneut.',
  sortTitle: 'Bilder sortieren',
  sortHint: 'Ziehen Sie die Bilder, um die Reihenfolge zu ändern. Das erste Bild ist das Titelbild.',
  addImages: 'Bilder hinzufügen',
  cancel: 'Abbrechen',
  save: contentTexts.save,
  saving: 'Wird gespeichert...',
  saveFailed: contentTexts.reorderSaveFailed,
} as const;
