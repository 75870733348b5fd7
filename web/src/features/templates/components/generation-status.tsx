import { X } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { useTemplateTexts } from '@web/locales/templates';
import type { GenerationOutcome } from '../hooks/use-template-generation';

interface GenerationStatusProps {
  generating: boolean;
  outcome: GenerationOutcome;
  onDismiss(): void;
}

/**
 * What 'Generate Templates' is doing or did. The polite region is always present, so screen readers hear
 * the progress and the result as they change.
 */
export function GenerationStatus({ generating, outcome, onDismiss }: GenerationStatusProps) {
  const t = useTemplateTexts();
  const generated = outcome?.kind === 'generated' ? outcome : null;
  return (
    <>
      <div role="status" aria-live="polite">
        {generating ? <p className="text-sm text-slate-700">{t('generation.status')}</p> : null}
        {generated ? (
          <div className="flex items-start gap-3 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
            <div className="flex-1">
              <p className="font-medium">{t('generation.generatedCount', { count: generated.count })}</p>
              <p>{t('generation.generatedWith', { label: generated.label })}</p>
            </div>
            <DismissButton onDismiss={onDismiss} />
          </div>
        ) : null}
      </div>
      {outcome?.kind === 'failed' ? (
        <Alert tone="error" className="flex items-start gap-3">
          <p className="flex-1">{outcome.message}</p>
          <DismissButton onDismiss={onDismiss} />
        </Alert>
      ) : null}
    </>
  );
}

function DismissButton({ onDismiss }: { onDismiss(): void }) {
  const t = useTemplateTexts();
  return (
    <button
      type="button"
      aria-label={t('generation.dismiss')}
      onClick={onDismiss}
      className="rounded p-0.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
