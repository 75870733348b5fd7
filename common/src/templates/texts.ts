/**
 * Template and public preview texts exactly as the spec spells them (part 2, sections 2, 5 and 8) that the server
 * writes too: generation failures and the editor's validation. The templates page's and the calendar's own are in
 * the web app's catalogues (web/src/locales/en/templates.json, calendar.json).
 */
export const templateTexts = {
  // Errors (section 8): the server says generation failed too
  generateFailed: 'Failed to generate templates',
  // Validation
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name is too long',
  usageTooLong: 'The text is too long',
  descriptionTooLong: 'The description is too long',
  offerTextTooLong: 'The offer text is too long',
  endBeforeStart: 'The end date cannot be before the start date',
  invalidDate: 'Please enter a valid date',
  tagTooLong: 'A tag is too long',
  tooManyTags: (max: number) => `At most ${max} tags`,
  tooManyImages: (max: number) => `At most ${max} images`,
  imageTwice: 'An image is listed twice',
  coverNotInImages: 'The cover must be one of the images',
  unknownImage: 'Unknown image',
  templateNotFound: 'Template not found',
  generationNotFound: 'This template generation no longer exists',
} as const;

/** The content page's template texts (spec part 2, section 8 "Template save to content"). */
export const templateContentTexts = {
  activeTemplate: (name: string) => `Template: ${name}`,
  saveFailed: 'Fehler beim Speichern der Änderungen im Template. Bitte versuchen Sie es erneut.',
  saved: (name: string, imageCount: number) =>
    `Änderungen im Template "${name}" gespeichert: Beschreibung und ${imageCount} ${imageCount === 1 ? 'Bild' : 'Bilder'}.`,
} as const;

/** Public template preview texts (spec part 2, section 2 "Public template preview"). */
export const previewTexts = {
  loading: 'Template wird geladen...',
  errorTitle: 'Fehler',
  noId: 'Keine Template-ID angegeben',
  loadFailed: 'Fehler beim Laden des Templates',
  hint: 'Bitte prüfen Sie, ob das Template existiert und veröffentlicht ist.',
  notFoundTitle: 'Template nicht gefunden',
  notFoundText: 'Das angeforderte Template konnte nicht gefunden werden.',
  noAddress: 'Keine Adresse verfügbar',
  badge: (name: string) => `Template: ${name}`,
  cover: 'Cover',
  /** An image's text alternative: never the uploaded file's name, which may say more than the hotel meant to. */
  imageAlt: (subject: string, position: number, count: number) => `${subject}, Bild ${position} von ${count}`,
  noHotelImages: 'Keine Bilder für dieses Hotel verfügbar',
  noRoomImages: 'Keine Bilder für diesen Raum verfügbar',
  tabs: { description: 'Description', facilities: 'Facilities & Services', policies: 'Policies' },
  noDescription: 'Keine Beschreibung verfügbar.',
  noFacilities: 'Keine Einrichtungen verfügbar.',
  noPolicies: 'Keine Richtlinien verfügbar.',
  facilitiesLoading: 'Features werden geladen...',
  policiesLoading: 'Richtlinien werden geladen...',
  backToHotel: 'Zurück zum Hotel',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
  rooms: 'Zimmer',
  footer: (name: string, id: string) => `Template: ${name} · ID: ${id}`,
} as const;
