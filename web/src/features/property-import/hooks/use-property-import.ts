import { useState } from 'react';
import { checkPropertyUrl } from '@common/import/property-url';
import { importTexts } from '@common/import/texts';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useImport } from '../api/get-import';
import { useLatestImport } from '../api/get-latest-import';
import { useStartImport } from '../api/start-import';

/**
 * One hotel's import: the latest run followed as it goes, starting a new one from a property address, and what
 * went wrong. The address is checked here first, so a mistyped one is told at the field without a request.
 */
export function usePropertyImport(hotelId: string) {
  const latest = useLatestImport(hotelId);
  const followed = useImport(hotelId, latest.data ?? null);
  const startImport = useStartImport(hotelId);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const run = followed.data ?? null;
  const lost = followed.isError;
  const running = startImport.isPending || (run?.status === 'running' && !lost);

  async function start(address: string) {
    if (running) return;
    setFieldError(null);
    setStartError(null);
    const check = checkPropertyUrl(address);
    if (!check.ok) return setFieldError(check.message);
    try {
      await startImport.mutateAsync(check.url);
    } catch (error) {
      const refusal = error instanceof ApiError ? error.fields.url : undefined;
      if (refusal) return setFieldError(refusal);
      setStartError(errorMessage(error, importTexts.importFailed));
      // Already running (say, from another tab): show that import's progress.
      if (error instanceof ApiError && error.status === 409) void latest.refetch();
    }
  }

  const runError = lost
    ? errorMessage(followed.error, importTexts.importFailed)
    : run?.status === 'failed'
      ? (run.error ?? importTexts.importFailed)
      : null;

  return {
    run,
    /** The latest run is still being looked up. */
    loading: latest.isPending,
    running,
    start,
    fieldError,
    clearFieldError: () => setFieldError(null),
    error: startError ?? runError,
  };
}
