import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { DescriptionVariantsView } from '@common/content/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { aiFailureText } from '../ai-failure-text';
import { useGenerateDescriptionVariants } from '../api/generate-description-variants';
import { hotelContentTexts } from '../content/hotel-content-texts';
import { DescriptionText } from './description-text';

const texts = hotelContentTexts.ai;

interface DescriptionVariantsProps {
  hotelId: string;
  roomId: string | null;
  /** Puts the page in edit mode with the chosen text; it is saved only with 'Speichern'. */
  onChoose(text: string): void;
}

/** Generates two description variants and offers them; says which generator wrote them (DECISIONS.md 4, 24). */
export function DescriptionVariants({ hotelId, roomId, onChoose }: DescriptionVariantsProps) {
  const generate = useGenerateDescriptionVariants(hotelId, roomId);
  const [result, setResult] = useState<DescriptionVariantsView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    try {
      setResult(await generate.mutateAsync());
    } catch (error) {
      // The server words AI failures in English (the spec's table); this page says them in German (point 24).
      setFailure(aiFailureText(error, 'description'));
    }
  };

  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={start} disabled={generate.isPending}>
        <Sparkles className="size-4" aria-hidden="true" />
        {generate.isPending ? texts.generating : texts.generate}
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {result ? (
        <div className="space-y-3">
          <h5 className="text-sm font-semibold text-slate-900">{texts.variantsTitle}</h5>
          {result.provider === 'builtin' ? (
            <Alert tone="info">
              <p className="font-medium">{texts.writtenBy(texts.generatorName(result))}</p>
              <p className="mt-1">{texts.builtinNotice}</p>
            </Alert>
          ) : (
            <p className="text-xs text-slate-600">{texts.writtenBy(texts.generatorName(result))}</p>
          )}
          <ol className="grid gap-3 lg:grid-cols-2">
            {result.variants.map((variant, index) => (
              <li key={index} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 text-sm">
                <h6 className="font-medium text-slate-900">{texts.variant(index + 1)}</h6>
                <div className="max-h-64 overflow-y-auto">
                  <DescriptionText text={variant} />
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-auto self-start"
                  onClick={() => {
                    onChoose(variant);
                    setResult(null);
                  }}
                >
                  {texts.useVariant(index + 1)}
                </Button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
