/** The parts of a template the content page's choice reads. */
export interface ChoosableTemplate {
  id: string;
  isPublished: boolean;
  createdAt: string;
}

/**
 * The template the content page works with (spec part 2, section 4): in preview with a template id, that
 * template; otherwise the newest published template; else the newest of any status; else none.
 */
export function chooseActiveTemplate<T extends ChoosableTemplate>(
  templates: readonly T[],
  request: { templateId?: string | null; preview?: boolean },
): T | null {
  if (request.preview && request.templateId) {
    return templates.find((template) => template.id === request.templateId) ?? null;
  }
  const newestFirst = [...templates].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return newestFirst.find((template) => template.isPublished) ?? newestFirst[0] ?? null;
}
