import { useId, useState } from 'react';
import type { LanguageCode } from '@common/languages/content-languages';
import { isOneLineKind, textLimits, type TranslatableTextView } from '@common/translations/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { RoleLocked, useRoleLock } from '@web/features/teams/role-lock';
import { useTranslationTexts } from '@web/locales/translations';
import { useMarkTextChecked } from '../api/mark-text-checked';
import { useSaveText } from '../api/save-text';
import { useTranslateText } from '../api/translate-text';
import type { TranslationDrafts } from '../hooks/use-translation-drafts';
import { changedDay, draftKey } from '../text-groups';
import { TextStatusBadge } from './text-status-badge';

interface TranslationItemProps {
  hotelId: string;
  text: TranslatableTextView;
  primaryLanguage: LanguageCode;
  drafts: TranslationDrafts;
}

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/**
 * One text in one language: its source in the primary language (read only), the translation to edit (a line for
 * names, captions and alt texts, a box for the rest), its state, and 'Save', 'Translate from {primary}' and, for
 * a stale one, 'Mark as checked'. What is typed stays a draft until saved; a failure is said under the text.
 */
export function TranslationItem({ hotelId, text, primaryLanguage, drafts }: TranslationItemProps) {
  const t = useTranslationTexts();
  const fieldId = useId();
  const save = useSaveText(hotelId);
  const translate = useTranslateText(hotelId);
  const check = useMarkTextChecked(hotelId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A translation over text the field holds (saved or typed) asks first: it would be replaced.
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  // A viewer reads the translation; typing, saving and translating are an editor's (issue 36).
  const fieldLock = useRoleLock('editor', { align: 'start' });

  const key = draftKey(text);
  const stored = text.text ?? '';
  const draft = drafts.get(key);
  const value = draft ?? stored;
  const busy = save.isPending || translate.isPending || check.isPending;
  const language = t(`names.${text.language}`);
  const kind = t(`kinds.${text.kind}`);
  const address = { language: text.language, kind: text.kind, subjectId: text.subjectId };

  const edit = (typed: string) => {
    setOutcome(null);
    if (typed === stored) drafts.drop(key);
    else drafts.set(key, typed);
  };

  const run = async (action: () => Promise<unknown>, done: string | null, failed: string) => {
    setOutcome(null);
    try {
      await action();
    } catch (error) {
      // What was typed stays in the field; the server's reason (the built-in generator's refusal) is said.
      setOutcome({ tone: 'error', text: errorMessage(error, failed) });
      return;
    }
    if (done) setOutcome({ tone: 'success', text: done });
  };

  const onSave = () =>
    run(
      async () => {
        await save.mutateAsync({ address, text: value });
        drafts.drop(key);
      },
      value.trim() === '' ? t('item.removed') : t('item.saved'),
      t('item.saveFailed'),
    );
  // The translation is stored and shown in the field; over a text the field holds, only once confirmed.
  const translateNow = () =>
    run(
      async () => {
        await translate.mutateAsync(address);
        drafts.drop(key);
      },
      null,
      t('item.translateFailed'),
    );
  const onTranslate = () => {
    if (value.trim() === '') return void translateNow();
    setConfirmingReplace(true);
  };
  const onReplace = () => {
    setConfirmingReplace(false);
    void translateNow();
  };
  const onCheck = () => run(() => check.mutateAsync(address), null, t('item.checkFailed'));

  const fieldProps = {
    id: fieldId,
    value,
    onChange: (event: { target: { value: string } }) => edit(event.target.value),
    readOnly: busy,
    maxLength: textLimits[text.kind].max,
    'aria-label': t('item.field', { language, kind, subject: text.subjectName }),
    ...fieldLock.fieldProps,
  };

  return (
    <div
      role="group"
      aria-label={t('item.group', { kind, subject: text.subjectName })}
      className="space-y-2 rounded-md border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="text-sm font-semibold text-slate-900">{kind}</h5>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <TextStatusBadge status={text.status} />
          {text.status === 'stale' && text.sourceChangedAt ? (
            <span className="text-amber-800">
              {t('item.sourceChanged', { date: changedDay(text.sourceChangedAt) })}
            </span>
          ) : null}
          {draft !== undefined ? <span className="text-slate-600">{t('item.unsaved')}</span> : null}
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="space-y-1">
          <p className="text-xs font-medium text-slate-600">
            {t('item.source', { language: t(`names.${primaryLanguage}`) })}
          </p>
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
            {text.source || t('item.noSource')}
          </p>
        </div>
        <div className="relative space-y-1">
          <label htmlFor={fieldId} className="block text-xs font-medium text-slate-600">
            {t('item.fieldLabel', { language })}
          </label>
          {isOneLineKind(text.kind) ? (
            <Input {...fieldProps} />
          ) : (
            <Textarea {...fieldProps} className="min-h-32" />
          )}
          {fieldLock.tooltip}
        </div>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <ConfirmDialog
        open={confirmingReplace}
        title={t('item.replaceTitle', { language })}
        description={`${kind} · ${text.subjectName}`}
        failure={null}
        pending={false}
        labels={{ cancel: t('item.cancel'), confirm: t('item.replace'), pending: t('item.translating') }}
        onConfirm={onReplace}
        onCancel={() => setConfirmingReplace(false)}
      >
        <p className="text-sm text-slate-700">
          {t('item.replaceQuestion', { source: t(`names.${primaryLanguage}`) })}
        </p>
      </ConfirmDialog>
      <div className="flex flex-wrap gap-2">
        <RoleLocked needed="editor">
          <Button size="sm" onClick={() => void onSave()} disabled={busy}>
            {save.isPending ? t('item.saving') : t('item.save')}
          </Button>
        </RoleLocked>
        <RoleLocked needed="editor">
          <Button size="sm" variant="outline" onClick={onTranslate} disabled={busy || !text.source}>
            {translate.isPending
              ? t('item.translating')
              : t('item.translateFrom', { language: t(`names.${primaryLanguage}`) })}
          </Button>
        </RoleLocked>
        {text.status === 'stale' ? (
          <RoleLocked needed="editor">
            <Button size="sm" variant="outline" onClick={() => void onCheck()} disabled={busy}>
              {check.isPending ? t('item.checking') : t('item.markChecked')}
            </Button>
          </RoleLocked>
        ) : null}
      </div>
    </div>
  );
}
