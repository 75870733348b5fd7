/** Rooms texts exactly as the spec spells them (part 2, sections 2, 5 and 8). */
export const roomTexts = {
  // Rooms page (/active-content/rooms)
  loadFailed: 'Failed to load rooms',
  addFailed: 'Failed to add room',
  updateFailed: 'Failed to update room',
  deleteFailed: 'Failed to delete room',
  imagesLoadFailed: 'Failed to load room images. Please try refreshing the page.',
  imagesSaveFailed: 'Failed to save changes. Please try again.',
  imagesSaved: 'Changes saved successfully!',
  addImage: 'Add Image',
  saveChanges: 'Save Changes',
  setAsCover: 'Set as cover',
  noHotelTitle: 'No Hotel Selected',
  goToSettings: 'Go to Settings',
  // Hotel content page: 'My Rooms'
  myRooms: 'My Rooms',
  defaultTypeLabel: 'Zimmer',
  addRoomTitle: 'Neuen Raum hinzufügen',
  roomNameLabel: 'Raumname*',
  roomTypeLabel: 'Raumtyp',
  cancel: 'Abbrechen',
  createRoom: 'Raum erstellen',
  confirmDelete:
    'Möchten Sie diesen Raum wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
  deleted: 'Raum erfolgreich gelöscht.',
  deleteFailedDe: 'Fehler beim Löschen des Raums. Bitte versuchen Sie es erneut.',
  createFailedPrefix: 'Fehler beim Erstellen des Raums: ',
  createFailedHint: 'Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
  backToHotel: 'Zurück zum Hotel',
  // Validation
  nameRequired: 'Room name is required',
  nameTooLong: 'Room name is too long',
  typeTooLong: 'Room type is too long',
} as const;
