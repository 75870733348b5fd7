import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { guessLanguage } from '@common/ai/text-language';
import type { DescriptionVariantsView } from '@common/content/schemas';
import type { LanguageCode } from '@common/languages/content-languages';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { aiFailureText } from '../ai-failure-text';
import { useGenerateDescriptionVariants } from '../api/generate-description-variants';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useContentTexts } from '@web/locales/content';
import { generatorName } from '../generator-name';
import { DescriptionText } from './description-text';

interface DescriptionVariantsProps {
  hotelId: string;
  roomId: string | null;
  /** The text being edited: a template's variants are written in its language (German, the page's, when empty). */
  text: string;
  /** The description's language (issue 37), which its variants are written in; null for a template's text. */
  language: LanguageCode | null;
  /** Puts the page in edit mode with the chosen text; it is saved only with 'Speichern'. */
  onChoose(text: string): void;
}

/** Generates two description variants and offers them; says which generator wrote them (DECISIONS.md 4, 24). */
export function DescriptionVariants({ hotelId, roomId, text, language, onChoose }: DescriptionVariantsProps) {
  const t = useContentTexts();
  const generate = useGenerateDescriptionVariants(hotelId, roomId);
  const [result, setResult] = useState<DescriptionVariantsView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    try {
      setResult(await generate.mutateAsync(language ?? guessLanguage(text)));
    } catch (error) {
      // The server words AI failures in English (the spec's table); this page says them in German (point 24).
      setFailure(aiFailureText(error, 'description'));
    }
  };

  return (
    <div className="space-y-3">
      <RoleLocked needed="editor" className="max-w-full">
        <Button
          variant="secondary"
          className="h-auto min-h-10 max-w-full py-2 text-left whitespace-normal"
          onClick={start}
          disabled={generate.isPending}
        >
          <Sparkles className="size-4" aria-hidden="true" />
          {generate.isPending ? t('ai.generating') : t('ai.generate')}
        </Button>
      </RoleLocked>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {result ? (
        <div className="space-y-3">
          <h5 className="text-sm font-semibold text-slate-900">{t('ai.variantsTitle')}</h5>
          {result.provider === 'builtin' ? (
            <Alert tone="info">
              <p className="font-medium">{t('ai.writtenBy', { label: generatorName(t, result) })}</p>
              <p className="mt-1">{t('ai.builtinNotice')}</p>
            </Alert>
          ) : (
            <p className="text-xs text-slate-600">{t('ai.writtenBy', { label: generatorName(t, result) })}</p>
          )}
          {/* The panel is a third of the page at 1440 px: one variant under the other, each whole. */}
          <ol className="space-y-3">
            {result.variants.map((variant, index) => (
              <li
                key={index}
                className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm break-words"
              >
                <h6 className="font-medium text-slate-900">{t('ai.variant', { index: index + 1 })}</h6>
                <DescriptionText text={variant} />
                <Button
                  variant="outline"
                  size="sm"
                  className="h-auto min-h-8 max-w-full self-start py-1.5 text-left whitespace-normal"
                  onClick={() => {
                    onChoose(variant);
                    setResult(null);
                  }}
                >
                  {t('ai.useVariant', { index: index + 1 })}
                </Button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
