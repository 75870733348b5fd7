import { useState, type FormEvent } from 'react';
import type { RewriteContext } from '@common/ai/schemas';
import { aiLimits } from '@common/ai/limits';
import { aiTexts } from '@common/ai/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { aiFailureText } from '../ai-failure-text';
import { useAiStatus } from '../api/get-ai-status';
import { useRewriteText } from '../api/rewrite-text';
import { RoleLockNote, useRoleLock } from '@web/features/teams/role-lock';
import { useContentTexts } from '@web/locales/content';
import { generatorName } from '../generator-name';
import { sharedText } from '@web/lib/i18n/shared-text';

interface WritingAssistantProps {
  /** The text to rewrite: the one being edited, else the saved one. */
  text: string;
  context: RewriteContext;
  /** Puts the page in edit mode with the rewritten text. */
  onResult(text: string): void;
}

/** Rewrites the description as an instruction asks (longer, shorter, more formal...); no fake delay (DECISIONS.md 19). */
export function WritingAssistant({ text, context, onResult }: WritingAssistantProps) {
  const t = useContentTexts();
  const rewrite = useRewriteText();
  const status = useAiStatus();
  const [instruction, setInstruction] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // Its text goes into the editor, which a viewer cannot open (issue 36).
  const lock = useRoleLock('editor');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rewrite.isPending || lock.locked) return;
    if (instruction.trim() === '') {
      setFailure(sharedText(aiTexts.instructionRequired));
      return;
    }
    setFailure(null);
    try {
      const { suggestions } = await rewrite.mutateAsync({ text, instruction, context });
      onResult(suggestions[0] ?? text);
    } catch (error) {
      // In German, like the page around it (DECISIONS.md point 24).
      setFailure(aiFailureText(error, 'rewrite'));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <h5 className="text-sm font-semibold text-slate-900">{t('ai.assistantTitle')}</h5>
      {status.data ? (
        <p className="text-xs text-slate-600">
          {t('ai.assistantBy', { label: generatorName(t, status.data) })}
        </p>
      ) : null}
      <RoleLockNote lock={lock} />
      <Field label={t('ai.instructionLabel')} hint={t('ai.instructionHint')}>
        <Input
          value={instruction}
          onChange={(event) => setInstruction(event.target.value)}
          maxLength={aiLimits.instructionMaxChars}
          {...lock.fieldProps}
        />
      </Field>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button
        type="submit"
        variant="secondary"
        className="h-auto min-h-10 max-w-full py-2 text-left whitespace-normal"
        disabled={rewrite.isPending}
        {...lock.controlProps}
      >
        {rewrite.isPending ? t('ai.rewriting') : t('ai.rewrite')}
      </Button>
    </form>
  );
}
