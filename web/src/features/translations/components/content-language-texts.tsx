import type { ReactNode } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useTranslationTexts } from '@web/locales/translations';
import { useHotelTexts } from '../api/get-hotel-texts';
import { useContentLanguage } from '../hooks/use-content-language';
import { useTextsRefresh } from '../hooks/use-texts-refresh';
import { useTranslationDrafts } from '../hooks/use-translation-drafts';
import { LanguageSwitcher } from './language-switcher';
import { TranslateAllMissing } from './translate-all-missing';
import { TranslationList } from './translation-list';

interface ContentLanguageTextsProps {
  hotelId: string;
  /** The page's own texts (its tabs), in the primary language. */
  primaryTexts: ReactNode;
}

/**
 * The content page's texts per language (issue 37, points 3 and 4): the language switcher and 'Translate all
 * missing' above the texts, then the page's own tabs for the primary language or, for another served language
 * (?lang=it), every text with its source and translation. Until the languages are read, or if they cannot be,
 * the page's own texts show as they always did.
 */
export function ContentLanguageTexts({ hotelId, primaryTexts }: ContentLanguageTextsProps) {
  const t = useTranslationTexts();
  const overview = useHotelTexts(hotelId, null);
  const drafts = useTranslationDrafts();
  useTextsRefresh(hotelId);
  const view = overview.data;
  const [language, choose] = useContentLanguage(view?.languages, view?.primaryLanguage);
  const other = view && language && language !== view.primaryLanguage ? language : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {view && language ? (
          <LanguageSwitcher view={view} chosen={language} onChoose={choose} />
        ) : overview.isError ? (
          <Alert tone="error">{t('switcher.loadFailed')}</Alert>
        ) : (
          <div role="status" className="text-sm text-slate-700">
            <Spinner label={t('switcher.loading')} />
          </div>
        )}
        <TranslateAllMissing hotelId={hotelId} />
      </div>
      {view && other ? (
        // Keyed by language: a text's 'Saved.' or failure belongs to the language it was said in.
        <TranslationList
          key={other}
          hotelId={hotelId}
          language={other}
          primaryLanguage={view.primaryLanguage}
          drafts={drafts}
        />
      ) : null}
      {/* Hidden, not removed, while another language shows: text typed into a tab stays until it is saved. */}
      <div hidden={other !== null}>{primaryTexts}</div>
    </div>
  );
}
