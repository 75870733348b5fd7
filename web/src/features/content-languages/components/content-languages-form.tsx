import { useId, useState, type FormEvent } from 'react';
import { languageCodes, type LanguageCode } from '@common/languages/content-languages';
import { contentLanguagesSaveSchema, type ContentLanguagesView } from '@common/languages/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { messagesByField } from '@web/lib/field-errors';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { RoleLockNote, useRoleLock } from '@web/features/teams/role-lock';
import { useContentLanguageTexts } from '@web/locales/contentLanguages';

interface ContentLanguagesFormProps {
  saved: ContentLanguagesView;
  saving: boolean;
  save(view: ContentLanguagesView): Promise<unknown>;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const sameLanguages = (a: ContentLanguagesView, b: ContentLanguagesView) =>
  a.primaryLanguage === b.primaryLanguage &&
  a.languages.length === b.languages.length &&
  a.languages.every((language) => b.languages.includes(language));

/** The server names a list entry's field 'languages.1'; the form shows it under the list. */
const byField = (fields: Record<string, string>) => {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) errors[key.split('.')[0] ?? key] ??= message;
  return errors;
};

const selectClass =
  'h-10 w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

/**
 * The primary language (a select) and the languages served (a checkbox each, in the list's order), checked by
 * the server's own schema before they are sent: a list without the primary is refused under the checkboxes.
 * Choosing a primary language serves it too.
 */
export function ContentLanguagesForm({ saved, saving, save }: ContentLanguagesFormProps) {
  const t = useContentLanguageTexts();
  const [draft, setDraft] = useState(saved);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const servedErrorId = useId();
  // The hotel's languages are its owner's and admins' (issue 36): anyone else sees them read-only.
  const lock = useRoleLock('admin');
  const changed = !sameLanguages(draft, saved);
  useUnsavedChangesGuard(changed);
  const name = (code: LanguageCode) => t(`names.${code}`);

  const edit = (next: ContentLanguagesView) => {
    setDraft(next);
    setFieldErrors({});
    setOutcome(null);
  };
  const choosePrimary = (primaryLanguage: LanguageCode) =>
    edit({ primaryLanguage, languages: [...new Set([...draft.languages, primaryLanguage])] });
  const toggle = (language: LanguageCode, served: boolean) =>
    edit({
      ...draft,
      languages: served
        ? [...draft.languages, language]
        : draft.languages.filter((code) => code !== language),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || lock.locked) return;
    const checked = contentLanguagesSaveSchema.safeParse(draft);
    if (!checked.success) {
      setFieldErrors(messagesByField(checked.error));
      return;
    }
    try {
      await save(checked.data);
      setDraft(checked.data);
      setOutcome({ tone: 'success', text: t('saved') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation') setFieldErrors(byField(error.fields));
      setOutcome({ tone: 'error', text: errorMessage(error, t('saveFailed')) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <RoleLockNote lock={lock} />
      <Field label={t('primaryLanguage')} error={fieldErrors.primaryLanguage} hint={t('primaryHint')}>
        <select
          className={selectClass}
          value={draft.primaryLanguage}
          onChange={(event) => choosePrimary(event.target.value as LanguageCode)}
          {...lock.controlProps}
        >
          {languageCodes.map((code) => (
            <option key={code} value={code}>
              {name(code)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="space-y-2" aria-describedby={fieldErrors.languages ? servedErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('served')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {languageCodes.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
                checked={draft.languages.includes(code)}
                onChange={(event) => toggle(code, event.target.checked)}
                {...lock.controlProps}
              />
              {code === draft.primaryLanguage ? t('primaryMark', { language: name(code) }) : name(code)}
            </label>
          ))}
        </div>
        {fieldErrors.languages ? (
          <p id={servedErrorId} className="text-sm text-red-700">
            {fieldErrors.languages}
          </p>
        ) : null}
      </fieldset>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Button type="submit" disabled={saving || !changed} {...lock.controlProps}>
        {saving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
