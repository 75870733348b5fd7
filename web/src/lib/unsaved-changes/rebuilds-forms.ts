/**
 * Navigation state of a move that stays on the page but rebuilds its forms, such as the content page's switch
 * between the hotel's own content and a template (?templateId=). Other query-string changes (a tab, a filter)
 * keep the forms and are not asked about; a move carrying this state is, like leaving the page, and so are
 * Back and Forward across it.
 */
export const rebuildsFormsState = { rebuildsForms: true } as const;

export const rebuildsForms = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { rebuildsForms?: unknown }).rebuildsForms === true;
