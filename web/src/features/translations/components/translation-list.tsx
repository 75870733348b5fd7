import type { LanguageCode } from '@common/languages/content-languages';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useTranslationTexts } from '@web/locales/translations';
import { useHotelTexts } from '../api/get-hotel-texts';
import type { TranslationDrafts } from '../hooks/use-translation-drafts';
import { groupBySubject } from '../text-groups';
import { TranslationItem } from './translation-item';

interface TranslationListProps {
  hotelId: string;
  language: LanguageCode;
  primaryLanguage: LanguageCode;
  drafts: TranslationDrafts;
}

/**
 * Every text of the hotel in a language other than the primary one, grouped by what it belongs to: the hotel
 * (description, area text), each room (name, description), template (name, description) and photo (caption,
 * alt text).
 */
export function TranslationList({ hotelId, language, primaryLanguage, drafts }: TranslationListProps) {
  const t = useTranslationTexts();
  const texts = useHotelTexts(hotelId, language);
  const names = { language: t(`names.${language}`), primary: t(`names.${primaryLanguage}`) };

  if (texts.isError) return <Alert tone="error">{t('switcher.loadFailed')}</Alert>;
  if (!texts.data || texts.data.language !== language)
    return (
      <div role="status" className="py-6 text-sm text-slate-700">
        <Spinner label={t('list.loading', names)} />
      </div>
    );
  const groups = groupBySubject(texts.data.texts);
  return (
    <section aria-labelledby={`texts-${language}`} className="space-y-4">
      <div className="space-y-1">
        <h3 id={`texts-${language}`} className="text-lg font-semibold text-slate-900">
          {t('list.heading', names)}
        </h3>
        <p className="text-sm text-slate-600">{t('list.intro', names)}</p>
      </div>
      {groups.length === 0 ? <p className="text-sm text-slate-600">{t('list.empty', names)}</p> : null}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`${group.key}-heading`} className="space-y-3">
          <h4 id={`${group.key}-heading`} className="font-semibold text-slate-900">
            {t(`list.subjects.${group.type}`, { name: group.name })}
          </h4>
          {group.texts.map((text) => (
            <TranslationItem
              key={`${text.kind}/${text.subjectId}`}
              hotelId={hotelId}
              text={text}
              primaryLanguage={primaryLanguage}
              drafts={drafts}
            />
          ))}
        </section>
      ))}
    </section>
  );
}
