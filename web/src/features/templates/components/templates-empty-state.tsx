import { Layers, SearchX } from 'lucide-react';
import { useTemplateTexts } from '@web/locales/templates';

/** No templates yet (an invitation to create or generate some), or none matching the search. */
export function TemplatesEmptyState({ searching }: { searching: boolean }) {
  const t = useTemplateTexts();
  const Icon = searching ? SearchX : Layers;
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <Icon className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="font-semibold text-slate-900">{t(searching ? 'noMatches' : 'noTemplates')}</h2>
      {searching ? null : <p className="text-sm text-slate-700">{t('noTemplatesHint')}</p>}
    </div>
  );
}
