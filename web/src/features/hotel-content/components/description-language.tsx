import { useId, useState, type FormEvent } from 'react';
import type { DescriptionView } from '@common/content/schemas';
import { languageCodes, type LanguageCode } from '@common/languages/content-languages';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useContentTexts } from '@web/locales/content';
import { useChangeDescriptionLanguage } from '../api/change-description-language';

interface DescriptionLanguageProps {
  hotelId: string;
  roomId: string | null;
  description: DescriptionView;
}

/**
 * The language the description is written in ('Geschrieben auf Deutsch', issue 37): found by the language pass
 * for texts stored before, the primary language for new ones, and corrected here by the owner.
 */
export function DescriptionLanguage({ hotelId, roomId, description }: DescriptionLanguageProps) {
  const t = useContentTexts();
  const change = useChangeDescriptionLanguage(hotelId, roomId);
  const [chosen, setChosen] = useState<LanguageCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selectId = useId();
  const name = (code: LanguageCode) => t(`description.language.names.${code}`);

  const close = () => {
    setChosen(null);
    setFailure(null);
  };
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null || change.isPending) return;
    if (chosen === description.language) return close();
    setFailure(null);
    try {
      await change.mutateAsync({ from: description.language, to: chosen });
      close();
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === 'conflict'
          ? t('description.language.taken', { language: name(chosen) })
          : t('description.language.failed'),
      );
    }
  };

  if (chosen === null)
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>{t('description.language.writtenIn', { language: name(description.language) })}</span>
        <RoleLocked needed="editor">
          <Button variant="ghost" size="sm" onClick={() => setChosen(description.language)}>
            {t('description.language.change')}
          </Button>
        </RoleLocked>
      </div>
    );

  return (
    <form onSubmit={(event) => void apply(event)} className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            {t('description.language.label')}
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as LanguageCode)}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          >
            {languageCodes.map((code) => (
              <option key={code} value={code}>
                {name(code)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('description.language.applying') : t('description.language.apply')}
        </Button>
        <Button variant="outline" onClick={close} disabled={change.isPending}>
          {t('cancel')}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </form>
  );
}
