/** The preview page's own labels beside the spec's texts (previewTexts in common/src/templates/texts.ts). */
export const previewPageTexts = {
  templateId: 'Template-ID',
  url: 'URL',
  sections: 'Abschnitte',
  images: 'Bilder',
  roomImages: (room: string) => `Bilder: ${room}`,
  siteName: 'Hotel Content Studio',
} as const;
