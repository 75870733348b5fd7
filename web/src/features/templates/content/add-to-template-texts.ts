/** The library's 'Add to template' (English, as the library). */
export const addToTemplateTexts = {
  title: (count: number) => (count === 1 ? 'Add 1 image to a template' : `Add ${count} images to a template`),
  description: 'The images go after the template’s own; its cover stays.',
  label: 'Template',
  empty: 'This hotel has no templates yet. Create one on the templates page first.',
  loading: 'Loading templates...',
  loadFailed: 'Failed to load templates',
  cancel: 'Cancel',
  confirm: 'Add to template',
  pending: 'Adding...',
  failed: 'Failed to add the images. Please try again.',
  added: (count: number, template: string) =>
    count === 1
      ? `The image is in the template "${template}" now.`
      : `The ${count} images are in the template "${template}" now.`,
} as const;
