import type { AnalysisFallback } from '@common/assets/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useAssetTexts } from '@web/locales/assets';

interface AnalyseAgainNoticeProps {
  reason: AnalysisFallback;
  analysing: boolean;
  /** Why the last 'Analyse again' failed (the server's text), or null. */
  error: string | null;
  onAnalyse(): void;
}

/**
 * In 'Edit Asset', for an asset whose upload analysis fell back to the defaults: says why and runs the
 * analysis again (DECISIONS.md point 24). A second failure is said here too.
 */
export function AnalyseAgainNotice({ reason, analysing, error, onAnalyse }: AnalyseAgainNoticeProps) {
  const t = useAssetTexts();
  return (
    <Alert tone="warning" className="mb-4 space-y-2">
      <p>{t('analysis.badgeTitle', { cause: t(`analysis.causes.${reason}`) })}</p>
      {error ? (
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Button size="sm" variant="outline" onClick={onAnalyse} disabled={analysing}>
        {analysing ? t('analysis.analysing') : t('analysis.analyseAgain')}
      </Button>
    </Alert>
  );
}
