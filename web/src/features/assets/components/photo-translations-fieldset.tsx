import type { SubjectTextsView, TextStatus, TranslatableTextView } from '@common/translations/schemas';
import { textLimits } from '@common/translations/schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { formatterFor } from '@web/lib/format/formatter';
import { useAssetTexts } from '@web/locales/assets';
import {
  draftKey,
  otherLanguages,
  shownText,
  type PhotoTextDrafts,
  type PhotoTextKind,
} from '../photo-texts';

const formatter = formatterFor('en');

const statusLooks: Record<TextStatus, string> = {
  missing: 'text-red-700',
  stale: 'text-amber-800',
  current: 'text-green-700',
};

const fieldLabels = {
  photoCaption: 'edit.translatedCaption',
  photoAltText: 'edit.translatedAltText',
} as const satisfies Record<PhotoTextKind, string>;

interface PhotoTranslationsFieldsetProps {
  /** The photo's texts in every served language; undefined while loading or when they could not be read. */
  view: SubjectTextsView | undefined;
  loading: boolean;
  failed: boolean;
  drafts: PhotoTextDrafts;
  onDraftChange(key: string, text: string): void;
  disabled: boolean;
}

/**
 * The photo's caption and alt text in each language the hotel serves besides its primary one (issue 37, part 2),
 * each with its status: missing, current, or stale since its source in the primary language changed. Saved with
 * the asset. Nothing shows while the hotel serves its primary language only.
 */
export function PhotoTranslationsFieldset({
  view,
  loading,
  failed,
  drafts,
  onDraftChange,
  disabled,
}: PhotoTranslationsFieldsetProps) {
  const t = useAssetTexts();
  if (loading) return <p className="text-sm text-slate-600">{t('edit.otherLanguagesLoading')}</p>;
  if (failed || !view) return <p className="text-sm text-red-700">{t('edit.otherLanguagesFailed')}</p>;
  const languages = otherLanguages(view);
  if (languages.length === 0) return null;
  const primary = t(`edit.languages.${view.primaryLanguage}`);

  const status = (text: TranslatableTextView) => (
    <span className={statusLooks[text.status]}>
      {t(`edit.status.${text.status}`, {
        language: primary,
        date: text.sourceChangedAt ? formatter.date(text.sourceChangedAt) : '',
      })}
    </span>
  );

  return (
    <section className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('edit.otherLanguages')}</h3>
      {languages.map(({ language, texts }) => {
        const name = t(`edit.languages.${language}`);
        return (
          <fieldset key={language} className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">{name}</legend>
            {texts.map((text) => (
              <Field
                key={text.kind}
                label={t(fieldLabels[text.kind], { language: name })}
                hint={status(text)}
              >
                <Input
                  value={shownText(text, drafts)}
                  onChange={(event) => onDraftChange(draftKey(language, text.kind), event.target.value)}
                  maxLength={textLimits[text.kind].max}
                  disabled={disabled}
                />
              </Field>
            ))}
          </fieldset>
        );
      })}
    </section>
  );
}
