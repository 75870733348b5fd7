import type { CalendarTemplateView } from '@common/templates/schemas';
import { cn } from '@web/components/ui/cn';
import { useCalendarTexts } from '@web/locales/calendar';
import { templateColorClasses } from '../template-colors';

interface MyTemplatesProps {
  templates: readonly CalendarTemplateView[];
  isLoading: boolean;
  hiddenIds: ReadonlySet<string>;
  onShownChange(id: string, shown: boolean): void;
}

/** 'My Templates': a checkbox and a colour dot per template; unticking one hides its chips. */
export function MyTemplates({ templates, isLoading, hiddenIds, onShownChange }: MyTemplatesProps) {
  const t = useCalendarTexts();
  return (
    <section
      aria-labelledby="calendar-my-templates"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="calendar-my-templates" className="text-sm font-semibold text-slate-900">
        {t('myTemplates')}
      </h3>
      {isLoading ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('loadingTemplates')}
        </p>
      ) : templates.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('noTemplates')}</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {templates.map((template) => (
            <li key={template.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={!hiddenIds.has(template.id)}
                  onChange={(event) => onShownChange(template.id, event.target.checked)}
                />
                <span
                  aria-hidden="true"
                  className={cn('size-3 shrink-0 rounded-full', templateColorClasses(template.id).dot)}
                />
                <span className="min-w-0 break-words">{template.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
