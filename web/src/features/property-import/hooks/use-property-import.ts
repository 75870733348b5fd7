import { useState } from 'react';
import type { ImportSource } from '@common/import/schemas';
import { checkPropertyUrl } from '@common/import/property-url';
import { importTexts } from '@common/import/texts';
import { checkWebsiteUrl } from '@common/import/website-url';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useImport } from '../api/get-import';
import { useLatestImport } from '../api/get-latest-import';
import { useStartImport } from '../api/start-import';
import { sharedText } from '@web/lib/i18n/shared-text';

const checks = { booking: checkPropertyUrl, website: checkWebsiteUrl } as const;

/**
 * One hotel's import: the latest run followed as it goes, starting a new one from a property page or the
 * hotel's website, and what went wrong. The address is checked here first, so a mistyped one is told at its
 * field without a request.
 */
export function usePropertyImport(hotelId: string) {
  const latest = useLatestImport(hotelId);
  const followed = useImport(hotelId, latest.data ?? null);
  const startImport = useStartImport(hotelId);
  const [fieldError, setFieldError] = useState<{ source: ImportSource; message: string } | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  // The run a new attempt replaces: its error and progress are no longer shown once the user tries again
  // (issue 31, point 10), even while the new attempt starts or if it is refused before it runs.
  const [replacedRunId, setReplacedRunId] = useState<string | null>(null);

  const run = followed.data ?? null;
  /** The run whose progress and error are shown: none between a new attempt and its run. */
  const shownRun = run && run.id === replacedRunId ? null : run;
  const lost = followed.isError && shownRun !== null;
  const running = startImport.isPending || (run?.status === 'running' && !lost);
  /** Which source's import is starting or running: its button says so, the other is only disabled. */
  const runningSource: ImportSource | null = startImport.isPending
    ? startImport.variables.source
    : running
      ? (run?.source ?? null)
      : null;

  async function start(address: string, source: ImportSource) {
    if (running) return;
    setFieldError(null);
    setStartError(null);
    if (run && run.status !== 'running') setReplacedRunId(run.id);
    const check = checks[source](address);
    if (!check.ok) return setFieldError({ source, message: check.message });
    try {
      await startImport.mutateAsync({ url: check.url, source });
    } catch (error) {
      const refusal = error instanceof ApiError ? error.fields.url : undefined;
      if (refusal) return setFieldError({ source, message: refusal });
      setStartError(errorMessage(error, importTexts.importFailed));
      // Already running (say, from another tab): show that import's progress.
      if (error instanceof ApiError && error.status === 409) void latest.refetch();
    }
  }

  const runError = lost
    ? errorMessage(followed.error, importTexts.importFailed)
    : shownRun?.status === 'failed'
      ? sharedText(shownRun.error ?? importTexts.importFailed)
      : null;

  return {
    run,
    shownRun,
    /** The latest run is still being looked up. */
    loading: latest.isPending,
    running,
    runningSource,
    start,
    /** The refusal of the address last tried, at the field of its source. */
    fieldErrorOf: (source: ImportSource) => (fieldError?.source === source ? fieldError.message : null),
    clearFieldError: () => setFieldError(null),
    error: startError ?? runError,
  };
}
