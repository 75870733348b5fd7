import { useId } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useContentLanguageTexts } from '@web/locales/contentLanguages';
import { useContentLanguages } from '../api/get-content-languages';
import { useSaveContentLanguages } from '../api/save-content-languages';
import { ContentLanguagesForm } from './content-languages-form';

interface ContentLanguagesSettingsProps {
  hotelId: string;
  hotelName: string;
}

/**
 * Settings > Hotel, the active hotel's 'Content languages' (issue 37): the language its texts are written in
 * first and the languages it serves, saved together.
 */
export function ContentLanguagesSettings({ hotelId, hotelName }: ContentLanguagesSettingsProps) {
  const t = useContentLanguageTexts();
  const languages = useContentLanguages(hotelId);
  const save = useSaveContentLanguages(hotelId);
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('heading', { hotel: hotelName })}
        </h3>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </div>
      {languages.isPending ? (
        <div role="status" className="text-sm text-slate-700">
          <Spinner label={t('loading')} />
        </div>
      ) : !languages.data ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : (
        <ContentLanguagesForm saved={languages.data} saving={save.isPending} save={save.mutateAsync} />
      )}
    </section>
  );
}
