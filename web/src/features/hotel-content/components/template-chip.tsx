import { Layers } from 'lucide-react';
import { useContentTexts } from '@web/locales/content';

/** The green chip naming the template the page works with (spec part 2, section 2). */
export function TemplateChip({ name }: { name: string }) {
  const t = useContentTexts();
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-800">
      <Layers className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{t('templateMode.activeTemplate', { name })}</span>
    </span>
  );
}
