import { Alert } from '@web/components/ui/alert';
import { useAssetTexts } from '@web/locales/assets';
import type { UploadOutcome } from '../upload-outcome';

interface UploadNoticesProps {
  /** Files that were never sent (not an image, too large). */
  refusals: string[];
  outcome: UploadOutcome | null;
}

/** The dialog's amber notice area, and the red banner when the whole request failed. */
export function UploadNotices({ refusals, outcome }: UploadNoticesProps) {
  const t = useAssetTexts();
  const lines = [
    ...refusals,
    ...(outcome?.skippedMessage ? [outcome.skippedMessage] : []),
    ...(outcome?.failures.map((failure) => `${failure.fileName}: ${failure.reason}`) ?? []),
    // Each file the AI could not analyse says so: nothing is silently guessed (DECISIONS.md point 24).
    ...(outcome?.fallbacks.map(({ fileName, category, reason }) =>
      t('analysis.uploaded', { fileName, category, cause: t(`analysis.causes.${reason}`) }),
    ) ?? []),
    ...(outcome?.restoredFromTrash.map((fileName) => t('upload.restoredByUpload', { fileName })) ?? []),
  ];
  const nearDuplicates = outcome?.nearDuplicates ?? [];
  return (
    <>
      {outcome?.requestFailure ? <Alert tone="error">{outcome.requestFailure}</Alert> : null}
      {lines.length > 0 || nearDuplicates.length > 0 ? (
        <Alert tone="warning">
          <ul className="space-y-2">
            {lines.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
            {nearDuplicates.map(({ fileName, match }) => (
              <li key={`${fileName}-${match.id}`} className="flex items-center gap-3">
                <img
                  src={match.thumbUrl}
                  alt={match.name}
                  className="size-12 shrink-0 rounded object-cover"
                  loading="lazy"
                  decoding="async"
                />
                <span>
                  {fileName} {t('upload.nearDuplicate')}: <span className="font-medium">{match.name}</span>
                </span>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}
