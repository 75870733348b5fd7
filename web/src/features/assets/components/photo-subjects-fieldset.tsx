import {
  photoSubjects,
  subjectOfCategory,
  subjectsOf,
  withoutSubject,
  withSubject,
  type PhotoSubject,
} from '@common/assets/photo-subjects';
import type { AssetCategory } from '@common/assets/categories';
import { useAssetTexts } from '@web/locales/assets';

interface PhotoSubjectsFieldsetProps {
  category: AssetCategory;
  tags: string[];
  onTagsChange(tags: string[]): void;
}

/**
 * 'Shows': what the photo shows where the channels ask for it (issue 32), read from its category and tags as
 * the readiness reads it. Checking adds the subject's tag; unchecking removes it and its synonyms. A subject
 * the category says (Dining: a restaurant) stays checked: only another category changes it.
 */
export function PhotoSubjectsFieldset({ category, tags, onTagsChange }: PhotoSubjectsFieldsetProps) {
  const t = useAssetTexts();
  const shown = new Set(subjectsOf({ category, tags }));
  const toggle = (subject: PhotoSubject, checked: boolean) =>
    onTagsChange(checked ? withSubject(tags, subject) : withoutSubject(tags, subject));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('edit.shows')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {photoSubjects.map((subject) => (
          <label key={subject} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300"
              checked={shown.has(subject)}
              disabled={subjectOfCategory[category] === subject}
              onChange={(event) => toggle(subject, event.target.checked)}
            />
            {t(`edit.subjects.${subject}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
