import type { PushRunView } from '@common/alpinebits/schemas';
import { isActiveRun } from './api/get-alpinebits';

/** The runs the card reads, newest first as the server lists them. */
export interface PushRunsAtAGlance {
  /** The run waiting or running, if any: the card shows it running. */
  active: PushRunView | null;
  /** The newest run that has finished: the card's 'Pushed 3 minutes ago...' or its failure. */
  lastFinished: PushRunView | null;
}

export function pushRunsAtAGlance(runs: readonly PushRunView[]): PushRunsAtAGlance {
  return {
    active: runs.find(isActiveRun) ?? null,
    lastFinished: runs.find((run) => !isActiveRun(run)) ?? null,
  };
}

/** When a run ended, or failing that when it began or was queued: what 'n minutes ago' counts from. */
export const runTime = (run: PushRunView) => run.finishedAt ?? run.startedAt ?? run.queuedAt;

/** A duration in seconds with one decimal below 10 s ('2.4'), whole seconds above ('37'). */
export function durationSeconds(durationMs: number): string {
  const seconds = durationMs / 1000;
  return seconds < 10 ? (Math.round(seconds * 10) / 10).toFixed(1) : String(Math.round(seconds));
}
