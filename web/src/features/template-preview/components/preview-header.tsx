import type { PublicTemplatePreview } from '@common/templates/schemas';
import { MapPinIcon } from './icons';
import { usePreviewTexts } from '@web/locales/preview';

/** The hotel's name and address, and which template this is. */
export function PreviewHeader({ preview }: { preview: PublicTemplatePreview }) {
  const t = usePreviewTexts();
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{preview.hotel.name}</h1>
      <p className="flex items-center gap-1.5 text-slate-700">
        <MapPinIcon className="size-4 shrink-0" />
        {preview.hotel.address || t('noAddress')}
      </p>
      <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
        {t('badge', { name: preview.template.name })}
      </p>
    </header>
  );
}
