import { templateTexts } from '@common/templates/texts';
import { trashRetentionDays } from '@common/trash/retention';

/**
 * What deleting a template does (issue 31, point 4), in the templates page's English: where it is used now
 * (published, scheduled or a draft, with its dates) and that it moves to the trash, restorable for 30 days,
 * instead of the earlier promise that it cannot be undone.
 */
export const deleteTemplateTexts = {
  question: (name: string) => `Delete the template "${name}"?`,
  published: (range: string | null) =>
    range
      ? `It is published for ${range}: its public preview and calendar entry go with it.`
      : 'It is published: its public preview and calendar entry go with it.',
  scheduled: (range: string) =>
    `It is published and scheduled for ${range}: its public preview and calendar entry go with it.`,
  draft: 'It is a draft, not shown to guests.',
  movesToTrash: `It moves to the trash, where it can be restored for ${trashRetentionDays} days (Templates, Trash).`,
  rangeWords: { from: templateTexts.from, until: templateTexts.until },
} as const;

/** The templates page's 'Trash' view (issue 31, point 4). */
export const templatesTrashTexts = {
  showTrash: 'Trash',
  backToTemplates: 'Back to templates',
} as const;
