import { useId } from 'react';
import { SwitchButton } from '@web/components/ui/switch';
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
      <SwitchButton checked={checked} onChange={onChange} labelledBy={labelId} />
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {t('editor.publishedSwitch')}
      </span>
    </div>
  );
}
