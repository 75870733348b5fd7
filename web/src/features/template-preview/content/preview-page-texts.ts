/** The preview page's own labels beside the spec's texts (previewTexts in common/src/templates/texts.ts). */
export const previewPageTexts = {
  templateId: 'Template-ID',
  url: 'URL',
  sections: 'Abschnitte',
  images: 'Bilder',
  roomImages: (room: string) => `Bilder: ${room}`,
  siteName: 'Hotel Content Studio',
  /** The template's own offer above the hotel's description (issue 31, point 7). */
  offer: 'Angebot',
  offerDates: { from: (day: string) => `Ab ${day}`, until: (day: string) => `Bis ${day}` },
} as const;
