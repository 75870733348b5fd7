import { Images } from 'lucide-react';
import { useGalleryTexts } from '@web/locales/galleries';
import { AddImageButton } from './add-image-button';

interface EmptyGalleryProps {
  onAdd(): void;
  adding: boolean;
}

/** A gallery without images: says so and offers the add tile. */
export function EmptyGallery({ onAdd, adding }: EmptyGalleryProps) {
  const t = useGalleryTexts();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <Images className="size-10 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-900">{t('section.emptyTitle')}</p>
      <p className="text-sm text-slate-600">{t('section.emptyText')}</p>
      <AddImageButton
        label={t('section.addImage')}
        onClick={onAdd}
        disabled={adding}
        className="h-32 max-w-xs"
      />
    </div>
  );
}
