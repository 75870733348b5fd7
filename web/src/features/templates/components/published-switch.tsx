import { useId } from 'react';
import { cn } from '@web/components/ui/cn';
import { useTemplateTexts } from '@web/locales/templates';

/** The editor's draft or published switch (DECISIONS.md 15): only published templates have a public preview. */
export function PublishedSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const t = useTemplateTexts();
  const labelId = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {t('editor.publishedSwitch')}
      </span>
    </div>
  );
}
