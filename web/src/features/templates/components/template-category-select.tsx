import type { SelectHTMLAttributes } from 'react';
import { templateCategories } from '@common/ai/generated-template';
import type { StoredTemplateCategory } from '@common/templates/schemas';
import { useTemplateTexts } from '@web/locales/templates';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-100';

/** Field gives the select its id and ties its error to it. */
interface TemplateCategorySelectProps extends Pick<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  value: StoredTemplateCategory;
  onChange(category: StoredTemplateCategory): void;
}

/**
 * Event, Seasonal or Audience. The import's template is 'Default' and keeps it, so that option is offered
 * only to a template that already has it.
 */
export function TemplateCategorySelect({ value, onChange, ...props }: TemplateCategorySelectProps) {
  const t = useTemplateTexts();
  const options: StoredTemplateCategory[] =
    value === 'default' ? [...templateCategories, 'default'] : [...templateCategories];
  return (
    <select
      {...props}
      className={selectClass}
      value={value}
      onChange={(event) => onChange(event.target.value as StoredTemplateCategory)}
    >
      {options.map((category) => (
        <option key={category} value={category}>
          {t(`editor.categories.${category}`)}
        </option>
      ))}
    </select>
  );
}
