import { ImagePlus, Upload } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useAssetTexts } from '@web/locales/assets';

/** What a library without a single asset shows: an invitation to the first upload. */
export function EmptyLibrary({ onUpload }: { onUpload(): void }) {
  const t = useAssetTexts();
  return (
    <section
      aria-labelledby="empty-library-title"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <ImagePlus className="size-10 text-slate-400" aria-hidden="true" />
      <h2 id="empty-library-title" className="text-base font-semibold text-slate-900">
        {t('library.emptyLibraryTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('library.emptyLibraryText')}</p>
      <RoleLocked needed="editor">
        <Button onClick={onUpload}>
          <Upload className="size-4" aria-hidden="true" />
          {t('library.uploadFirst')}
        </Button>
      </RoleLocked>
    </section>
  );
}
