/** Hotel content page texts exactly as the spec spells them (part 2, sections 2, 5 and 8). */
export const contentTexts = {
  noHotelTitle: 'Kein Hotel ausgewählt',
  noHotelText: 'Bitte wählen Sie ein Hotel in den Einstellungen aus',
  sort: 'Sortieren',
  save: 'Speichern',
  saveToTemplate: 'Im Template speichern',
  backToHotel: 'Zurück zum Hotel',
  edit: 'Bearbeiten',
  moreImages: (count: number) => `+${count} Weitere`,
  reorderSaveFailed: 'Fehler beim Speichern der Änderungen. Bitte versuchen Sie es erneut.',
  roomSpecificToTemplate:
    'Raum-spezifische Änderungen können nicht im Template gespeichert werden. Bitte kehren Sie zur Hotelansicht zurück.',
  tabs: {
    description: 'Description',
    facilities: 'Facilities & Services',
    policies: 'Policies',
    area: 'Hotel Area Info',
    roomFacilities: 'Room Facilities',
  },
  // Validation
  descriptionTooLong: 'The description is too long',
  areaTextTooLong: 'The text about the area is too long',
} as const;
