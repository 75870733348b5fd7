import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TranslationRunView } from '@common/translations/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useTranslationTexts } from '@web/locales/translations';
import { isOpenRun, useLatestTranslationRun } from '../api/get-latest-translation-run';
import { useStartTranslationRun } from '../api/start-translation-run';
import { translationKeys } from '../api/translation-keys';

/**
 * 'Translate all missing' for the hotel (issue 37, point 3): starts the job, shows its progress while it waits
 * or runs ('12 of 40 texts translated', a progress bar), then its outcome ('40 texts translated', or how many
 * failed and why), and reads the texts again. The button waits while a run is open; a run found open when the
 * page loads is followed the same way. A refusal (nothing missing, no other language served) is said as the
 * server words it.
 */
export function TranslateAllMissing({ hotelId }: { hotelId: string }) {
  const t = useTranslationTexts();
  const queryClient = useQueryClient();
  const latest = useLatestTranslationRun(hotelId);
  const start = useStartTranslationRun(hotelId);
  const [refusal, setRefusal] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  // The run this visit saw open: its outcome is shown once it ends (an older run's is not news).
  const [followed, setFollowed] = useState<string | null>(null);
  const run = latest.data?.run ?? null;
  const open = isOpenRun(run);
  if (run && open && followed !== run.id) setFollowed(run.id);
  const finished = run && !open && run.id === followed ? run : null;

  const finishedId = finished?.id;
  useEffect(() => {
    if (finishedId) void queryClient.invalidateQueries({ queryKey: translationKeys.allTexts(hotelId) });
  }, [finishedId, hotelId, queryClient]);

  const onStart = async () => {
    setRefusal(null);
    try {
      const started = await start.mutateAsync();
      setFollowed(started.id);
    } catch (error) {
      setRefusal({
        tone: error instanceof ApiError && error.status === 409 ? 'info' : 'error',
        text: errorMessage(error, t('run.startFailed')),
      });
    }
  };

  return (
    <div className="space-y-2">
      <RoleLocked needed="editor">
        <Button variant="outline" onClick={() => void onStart()} disabled={open || start.isPending}>
          {start.isPending ? t('run.starting') : t('run.start')}
        </Button>
      </RoleLocked>
      {run && open ? <RunProgress run={run} /> : null}
      {finished ? <RunOutcome run={finished} /> : null}
      {refusal ? <Alert tone={refusal.tone}>{refusal.text}</Alert> : null}
    </div>
  );
}

function RunProgress({ run }: { run: TranslationRunView }) {
  const t = useTranslationTexts();
  const text = t('run.progress', { translated: run.translated, total: run.total });
  const done = run.translated + run.failed;
  return (
    <div className="w-64 max-w-full space-y-1">
      <div
        role="progressbar"
        aria-label={t('run.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-brand-600 transition-[width]"
          style={{ width: `${run.total > 0 ? Math.round((done / run.total) * 100) : 0}%` }}
        />
      </div>
      <p className="text-sm text-slate-700">{text}</p>
    </div>
  );
}

function RunOutcome({ run }: { run: TranslationRunView }) {
  const t = useTranslationTexts();
  const { translated, total, failed } = run;
  if (run.status === 'succeeded') return <Alert tone="success">{t('run.succeeded', { translated })}</Alert>;
  const failure = run.failure ?? t('run.unknownFailure');
  return (
    <Alert tone="warning">
      {failed > 0
        ? t('run.failed', { translated, total, failed, failure })
        : t('run.stopped', { translated, total, failure })}
    </Alert>
  );
}
