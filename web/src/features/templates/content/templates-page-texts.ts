import { templateTexts } from '@common/templates/texts';

/**
 * UI texts of the templates page that the spec does not spell out; the spec's own texts are in
 * common/src/templates/texts.ts. The templates page speaks English, as the spec's texts for it do.
 */
export const templatesPageTexts = {
  loading: 'Loading templates...',
  loadingTemplate: 'Loading template...',
  listLabel: 'Templates',
  menu: (name: string) => `Actions for template ${name}`,
  previewLabel: (name: string) => `${templateTexts.preview} ${name} (opens in a new tab)`,
  confirmDelete: 'Delete',
  deleting: 'Deleting...',
  dismiss: 'Dismiss',
  coverImageOf: (name: string) => `Cover: ${name}`,
  setAsCoverLabel: (name: string) => `${templateTexts.setAsCover}: ${name}`,
  removeImageLabel: (name: string) => `${templateTexts.removeImage}: ${name}`,
  imagesLabel: 'Template images',
  noImages: 'No images yet. The first image you add becomes the cover.',
  showAllImages: (count: number) => `Show all images (${count} more)`,
  showFewerImages: 'Show fewer images',
  previewHint: 'Save the template first to preview it.',
  previewDraftHint: 'Only published templates have a public preview: switch on Published and save.',
  previewOpens: "Opens the template's public preview, in a new tab.",
  editOnContentPage: 'Edit on content page',
  generatingStatus: 'The generator is writing draft templates for the coming months.',
  unnamedImage: 'Image',
} as const;
