import type { TemplateSummaryView } from '@common/templates/schemas';

/** Whether a template matches the list's search: in its name, description or tags, ignoring case. */
export function matchesSearch(
  template: Pick<TemplateSummaryView, 'name' | 'description' | 'tags'>,
  search: string,
) {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [template.name, template.description, ...template.tags].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
